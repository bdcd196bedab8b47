import type { Fixture, IsolationCase } from '../case.ts';

// Award letters, with organisation A's real ids: A's application (awarded: it has reports) and a document
// of its funder. A caller of B is refused A's application, and A's file even with an application of their
// own; a wrongly allowed confirmAwardTerms would change A's reports or amount, which the suite sees.

const PROPOSAL =
  'language amountAwarded { amount currency source } reports { name dueDate source } conditions { text source }';

const propose = (
  name: string,
  ids: (fx: Fixture) => { applicationId: number; fileId: number },
): IsolationCase => ({
  kind: 'graphql',
  operation: 'proposeAwardTerms',
  name,
  request: (fx) => ({
    query: `query ($applicationId: ID!, $fileId: ID!) { proposeAwardTerms(applicationId: $applicationId, fileId: $fileId) { ${PROPOSAL} } }`,
    variables: { applicationId: String(ids(fx).applicationId), fileId: String(ids(fx).fileId) },
  }),
});

export const cases: IsolationCase[] = [
  propose("proposeAwardTerms on A's application and file", (fx) => ({
    applicationId: fx.orgA.applicationId,
    fileId: fx.orgA.fileId,
  })),
  propose("proposeAwardTerms on the caller's own application with A's file", (fx) => ({
    applicationId: fx.orgB.applicationId,
    fileId: fx.orgA.fileId,
  })),
  {
    kind: 'graphql',
    operation: 'confirmAwardTerms',
    request: (fx) => ({
      query: `mutation ($applicationId: ID!, $input: AwardTermsInput!) { confirmAwardTerms(applicationId: $applicationId, input: $input) {
        id amountAwarded reports { id deadline description } } }`,
      variables: {
        applicationId: String(fx.orgA.applicationId),
        input: {
          amountAwarded: 1,
          reports: [{ name: 'Probe report', dueDate: '2031-01-01', urgency: 'REQUIRED' }],
          conditions: [{ text: 'Probe condition.' }],
        },
      },
    }),
  },
];
