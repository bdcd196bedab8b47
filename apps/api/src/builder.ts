import { relations } from '@grantflow/db/relations';
import SchemaBuilder from '@pothos/core';
import DrizzlePlugin from '@pothos/plugin-drizzle';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Context } from './context.ts';

export interface PothosTypes {
  Context: Context;
  DrizzleRelations: typeof relations;
  Scalars: {
    // Ids are integers in the database and strings on the wire (contract §1).
    ID: { Input: string; Output: number | string };
  };
}

export const builder = new SchemaBuilder<PothosTypes>({
  plugins: [DrizzlePlugin],
  drizzle: {
    // Planned relation loads use the request's database; tenant resolvers still wrap reads in withTenant.
    client: (ctx) => ctx.db,
    getTableConfig,
    relations,
  },
});

builder.queryType({});
builder.mutationType({});
