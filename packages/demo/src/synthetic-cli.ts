import { parseArgs } from 'node:util';
import { generateSynthetic } from './synthetic/generate.ts';

const { values } = parseArgs({
  options: {
    orgs: { type: 'string', default: '10' },
    'applications-per-org': { type: 'string', default: '1000' },
    'funders-per-org': { type: 'string', default: '40' },
    'programs-per-org': { type: 'string', default: '6' },
    seed: { type: 'string', default: '1' },
  },
});

function positive(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a non-negative integer (got ${raw})`);
    process.exit(1);
  }
  return value;
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required: a superuser (or BYPASSRLS) URL of a migrated database.');
  process.exit(1);
}

const result = await generateSynthetic({
  url,
  orgs: positive('orgs', values.orgs),
  applicationsPerOrg: positive('applications-per-org', values['applications-per-org']),
  fundersPerOrg: Math.max(1, positive('funders-per-org', values['funders-per-org'])),
  programsPerOrg: positive('programs-per-org', values['programs-per-org']),
  seed: positive('seed', values.seed),
  onProgress: ({ orgs, applications }) =>
    console.log(`  ${orgs} organisations, ${applications} applications`),
});
const seconds = result.milliseconds / 1000;
console.log(
  `loaded ${result.organizations} organisations, ${result.funders} funders, ${result.grants} grants, ` +
    `${result.applications} applications, ${result.reports} reports in ${seconds.toFixed(1)} s ` +
    `(${Math.round(result.applications / seconds)} applications/s)`,
);
