import SchemaBuilder from '@pothos/core';
import type { Context } from './context.ts';

// Pothos is configured without the Drizzle plugin: its planned relation loads would run SQL built in
// this app, outside packages/db and outside the request's tenant transaction (RLS would see no
// organisation). Reads go through packages/db repositories, which batch per request instead.

export interface PothosTypes {
  Context: Context;
  Scalars: {
    // Ids are integers in the database and strings on the wire (docs/product.md, Entities).
    ID: { Input: string; Output: number | string };
    // A multipart file (GraphQL multipart request spec); the resolver exchanges the value for the stream.
    Upload: { Input: unknown; Output: never };
  };
}

export const builder = new SchemaBuilder<PothosTypes>({});

builder.queryType({ description: 'Reads. Tenant data is read in the organisation the caller acts for.' });
builder.mutationType({ description: 'Changes, each in one transaction.' });
