// @vitest-environment jsdom
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { localToday } from '@grantflow/validation/dates';
import { screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange } from 'urql';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { staff } from '../../../test/render-app.tsx';
import { renderRouter } from '../../../test/render-router.tsx';

interface Call {
  operationName: string;
  variables: { filters?: Record<string, unknown> };
}

function renderPipeline(path: string) {
  const i18n = initI18n();
  void i18n.changeLanguage('en');
  const calls: Call[] = [];
  const client = new Client({
    url: 'http://localhost/graphql',
    preferGetMethod: false,
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Call['variables'] };
      const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operationName, variables: body.variables });
      const data: Record<string, unknown> = {
        CurrentUser: { currentUser: staff },
        ListOrganizations: { listOrganizations: [staff.organization] },
        OrganizationsFiscal: {
          listOrganizations: [{ id: '1', currentFiscalYear: 2025, fiscalYearStart: '2015-07-01' }],
        },
        ListApplications: { listApplications: { total: 0, items: [] } },
      };
      return new Response(JSON.stringify({ data: data[operationName] ?? null }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  renderRouter(path, { i18n, client });
  return calls;
}

const lastList = (calls: Call[]) => calls.filter((call) => call.operationName === 'ListApplications').at(-1);

describe('pipeline', () => {
  it("opens the header's Next 90 Days on today … today + 90 days", async () => {
    const calls = renderPipeline('/pipeline?grantStatus=NOT_APPLY&range=next90');
    const today = localToday();
    await waitFor(() =>
      expect(lastList(calls)?.variables.filters).toMatchObject({
        status: 'NOT_APPLY',
        startAt: today,
        endAt: addDays(today, 90),
      }),
    );
    expect((await screen.findByRole('radio', { name: 'Next 90 days' })).hasAttribute('checked')).toBe(true);
  });

  it('opens on all dates without the range', async () => {
    const calls = renderPipeline('/pipeline?grantStatus=NOT_APPLY');
    await waitFor(() =>
      expect(lastList(calls)?.variables.filters).toMatchObject({ startAt: null, endAt: null }),
    );
  });
});
