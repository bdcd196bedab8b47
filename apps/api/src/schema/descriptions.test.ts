import { describe, expect, it } from 'vitest';
import { schema } from './index.ts';
import { undescribedSchemaElements } from './undescribed.ts';

// Clients read the schema's descriptions in their tools (docs/architecture.md, GraphQL clients).
describe('schema descriptions', () => {
  it('describe every type, field, argument, input field and enum value', () => {
    expect(undescribedSchemaElements(schema)).toEqual([]);
  });
});
