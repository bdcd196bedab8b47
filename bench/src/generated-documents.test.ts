import { parse } from 'postgraphile/graphql';
import { describe, expect, it } from 'vitest';
import { generatedHeaders, samePostgraphileRows } from './generated-checks.ts';
import { generatedDocuments, valueAt } from './generated-documents.ts';
import { select } from './plain-answers.ts';

const documents = generatedDocuments({ organizationId: 7, funderId: 3 });

describe('generatedDocuments', () => {
  it('gives every document its own id', () => {
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
  });

  it('names the organisation each way for each list, and by argument only when the mode says so', () => {
    for (const list of ['listApplications', 'listFunders', 'listReports']) {
      const modes = documents.filter((d) => d.list === list).map((d) => d.mode);
      expect(new Set(modes)).toEqual(new Set(['both', 'argument', 'header', 'user']));
    }
    for (const d of documents.filter((x) => x.pagePath.length === 1)) {
      const filters = d.request.variables.filters as Record<string, unknown>;
      expect('organizationId' in filters).toBe(d.mode === 'argument' || d.mode === 'both');
    }
  });

  it('lists the nested pages under the new fields', () => {
    const nested = documents.filter((d) => d.pagePath.length > 1).map((d) => d.pagePath.join('.'));
    expect(new Set(nested)).toEqual(
      new Set(['getOrganization.funders', 'getFunder.grants', 'getFunder.awards']),
    );
  });
});

describe('generatedHeaders', () => {
  const tokens = { admin: 'a', user: 'u' };
  it('sends X-Organization-Id for header and both only, and the USER token without it', () => {
    expect(generatedHeaders('header', tokens, 7)).toMatchObject({
      authorization: 'Bearer a',
      'x-organization-id': '7',
    });
    expect(generatedHeaders('both', tokens, 7)['x-organization-id']).toBe('7');
    expect(generatedHeaders('argument', tokens, 7)).not.toHaveProperty('x-organization-id');
    expect(generatedHeaders('user', tokens, 7)).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer u',
    });
  });
});

describe('select', () => {
  it('keeps the selected fields of every item, aliases included', () => {
    const operation = parse('{ list { total items { id a: name grant { id } } } }').definitions[0];
    if (operation?.kind !== 'OperationDefinition') throw new Error('no operation');
    const data = {
      list: { total: 2, items: [{ id: '1', name: 'x', email: 'e', grant: { id: '9', frequency: 'ONCE' } }] },
    };
    expect(select(data, operation.selectionSet)).toEqual({
      list: { total: 2, items: [{ id: '1', a: 'x', grant: { id: '9' } }] },
    });
  });
});

describe('samePostgraphileRows', () => {
  const funderGrants = documents.find((d) => d.plain === 'funder-grants');
  const orgFunders = documents.find((d) => d.plain === 'organization-funders');
  it('compares ids in order, or totals and row counts when PostGraphile cannot order alike', () => {
    if (!funderGrants || !orgFunders) throw new Error('missing documents');
    const gf = (path: string[]) => {
      const data: Record<string, unknown> = {};
      let node = data;
      for (const step of path.slice(0, -1)) node = node[step] = {} as Record<string, unknown>;
      node[path[path.length - 1] as string] = { total: 2, items: [{ id: '2' }, { id: '1' }] };
      return data;
    };
    const pg = (field: string) => ({ [field]: { totalCount: 2, nodes: [{ rowId: 1 }, { rowId: 3 }] } });
    expect(samePostgraphileRows(funderGrants, gf(funderGrants.pagePath), pg('allGrants'))).toBe(true);
    expect(samePostgraphileRows(orgFunders, gf(orgFunders.pagePath), pg('allFunders'))).toBe(false);
    expect(valueAt(gf(orgFunders.pagePath), orgFunders.pagePath)).toMatchObject({ total: 2 });
  });
});
