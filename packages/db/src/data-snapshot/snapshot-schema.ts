import type { OrganizationData } from '../repositories/organization-data.ts';

// The SQLite tables of the assistant's per-organisation copy. Their CREATE statements are what the Merged
// Data View shows (`create_sql`) and what the model is told about, so the comments in them are for it.

export const SNAPSHOT_TABLES: Record<keyof OrganizationData, string> = {
  funders: `CREATE TABLE funders (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL, -- corporate, foundation, government, government_local, government_state, organization, other
  email TEXT, phone TEXT, website TEXT,
  complexity_score INTEGER, -- 0 to 20: the effort an application takes
  key_contacts TEXT, notes TEXT, how_to_apply TEXT,
  is_paused INTEGER NOT NULL, -- 1 when negotiations are paused
  city TEXT, state TEXT, zipcode TEXT
)`,
  programs: `CREATE TABLE programs (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
)`,
  program_goals: `CREATE TABLE program_goals (
  program_id INTEGER NOT NULL REFERENCES programs(id),
  fiscal_year INTEGER NOT NULL, -- the calendar year in which the fiscal year starts
  goal REAL NOT NULL -- dollars
)`,
  grants: `CREATE TABLE grants (
  id INTEGER PRIMARY KEY,
  funder_id INTEGER NOT NULL REFERENCES funders(id),
  program_id INTEGER REFERENCES programs(id),
  frequency TEXT NOT NULL, -- ONE_TIME or RECURRING
  recurrence_count INTEGER
)`,
  applications: `CREATE TABLE applications (
  id INTEGER PRIMARY KEY,
  grant_id INTEGER NOT NULL REFERENCES grants(id),
  status TEXT NOT NULL, -- AWARDED, DECLINED, INELIGIBLE, NOT_APPLY, PENDING, SUBMITTED
  deadline TEXT NOT NULL, -- yyyy-MM-dd
  deadline_type TEXT NOT NULL, -- REQUIRED (hard) or ROLLING
  amount_requested REAL, -- dollars
  amount_awarded REAL, -- dollars
  submission_date TEXT, award_date TEXT, declined INTEGER NOT NULL, declined_date TEXT, declined_reason TEXT,
  is_submitted_as_ineligible INTEGER NOT NULL, ineligible_reason TEXT
)`,
  reports: `CREATE TABLE reports (
  id INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES applications(id),
  deadline TEXT NOT NULL, -- yyyy-MM-dd
  urgency TEXT NOT NULL, -- courtesy or required
  submitted INTEGER NOT NULL, submission_date TEXT,
  description TEXT
)`,
};
