import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, day, id, tstz, updatedAt } from './columns.ts';
import { funders } from './funders.ts';
import { applications } from './grants.ts';
import { users } from './identity.ts';
import { tenantId } from './tenant.ts';

/**
 * A piece of work given to a user of the organisation (docs/product.md, Tasks), about an application, a
 * funder or nothing — never both. The assignee's organisation is checked by the use case (users carry no
 * composite key); the application and funder keys are composite, so a task can not name another
 * organisation's record.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    organizationId: tenantId(),
    title: text('title').notNull(),
    description: text('description'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: day('due_date'),
    state: text('state', { enum: ['OPEN', 'DONE'] })
      .notNull()
      .default('OPEN'),
    applicationId: integer('application_id'),
    funderId: integer('funder_id'),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'tasks_application_fk',
      columns: [t.organizationId, t.applicationId],
      foreignColumns: [applications.organizationId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tasks_funder_fk',
      columns: [t.organizationId, t.funderId],
      foreignColumns: [funders.organizationId, funders.id],
    }).onDelete('cascade'),
    check('tasks_state_known', sql`${t.state} in ('OPEN', 'DONE')`),
    check('tasks_one_target', sql`${t.applicationId} is null or ${t.funderId} is null`),
    index('tasks_organization_assignee_idx').on(t.organizationId, t.assigneeId, t.state, t.dueDate),
    index('tasks_organization_application_idx').on(t.organizationId, t.applicationId),
    index('tasks_organization_funder_idx').on(t.organizationId, t.funderId),
  ],
);
