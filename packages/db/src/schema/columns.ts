import { bigint, date, integer, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders so every table spells ids, money, dates and timestamps the same way (docs/decisions/0009).

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** A calendar date, `yyyy-MM-dd` on the wire. */
export const day = (name: string) => date(name, { mode: 'string' });

/** Money in integer cents; `number` is exact up to 2^53 cents. */
export const cents = (name: string) => bigint(name, { mode: 'number' });
