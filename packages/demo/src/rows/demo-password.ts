/** The password of every demo user (docs/operations.md, First deploy with compose). */
export const DEMO_PASSWORD = 'grantflow-demo';

/**
 * argon2id (m=19456, t=2, p=1: the parameters of `@grantflow/auth/password`) of `DEMO_PASSWORD`,
 * computed once, so the seed needs no packages/auth at run time (the demo image holds db, use-cases and
 * domain) and stores this constant instead of hashing; `demo-password.test.ts` beside it proves it verifies.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$cE40gM0Jgw4ABpuI/+OyQQ$O3zSbw3I31Rcuax++79zgn+mxgeZ0yOcfXy8EMSJj5E';
