import { defineRelations } from 'drizzle-orm';
import * as schema from './schema.ts';

// Child relations name only the id column: the composite (organization_id, id) keys guarantee the
// organisation matches, and every row a query can reach is filtered by RLS anyway.
export const relations = defineRelations(schema, (r) => ({
  organizations: {
    users: r.many.users(),
    managerLinks: r.many.managerLinks(),
    funders: r.many.funders(),
    programs: r.many.programs(),
  },
  users: {
    organization: r.one.organizations({
      from: r.users.organizationId,
      to: r.organizations.id,
      optional: false,
    }),
    sessions: r.many.sessions(),
    managerLinks: r.many.managerLinks(),
    twoFactorSetting: r.one.twoFactorSettings({ from: r.users.id, to: r.twoFactorSettings.userId }),
  },
  sessions: {
    user: r.one.users({ from: r.sessions.userId, to: r.users.id, optional: false }),
  },
  managerLinks: {
    user: r.one.users({ from: r.managerLinks.userId, to: r.users.id, optional: false }),
    organization: r.one.organizations({
      from: r.managerLinks.organizationId,
      to: r.organizations.id,
      optional: false,
    }),
  },
  twoFactorSettings: {
    user: r.one.users({ from: r.twoFactorSettings.userId, to: r.users.id, optional: false }),
  },
  funders: {
    organization: r.one.organizations({
      from: r.funders.organizationId,
      to: r.organizations.id,
      optional: false,
    }),
    location: r.one.funderLocations({ from: r.funders.id, to: r.funderLocations.funderId }),
    grants: r.many.grants(),
  },
  funderLocations: {
    funder: r.one.funders({ from: r.funderLocations.funderId, to: r.funders.id, optional: false }),
  },
  programs: {
    organization: r.one.organizations({
      from: r.programs.organizationId,
      to: r.organizations.id,
      optional: false,
    }),
    yearlyGoals: r.many.programYearlyGoals(),
    grants: r.many.grants(),
  },
  programYearlyGoals: {
    program: r.one.programs({ from: r.programYearlyGoals.programId, to: r.programs.id, optional: false }),
  },
  grants: {
    funder: r.one.funders({ from: r.grants.funderId, to: r.funders.id, optional: false }),
    program: r.one.programs({ from: r.grants.programId, to: r.programs.id }),
    applications: r.many.applications(),
  },
  applications: {
    grant: r.one.grants({ from: r.applications.grantId, to: r.grants.id, optional: false }),
    reports: r.many.reports(),
  },
  reports: {
    application: r.one.applications({
      from: r.reports.applicationId,
      to: r.applications.id,
      optional: false,
    }),
  },
  folders: {
    funder: r.one.funders({ from: r.folders.funderId, to: r.funders.id }),
  },
  files: {
    funder: r.one.funders({ from: r.files.funderId, to: r.funders.id }),
  },
  importJobs: {
    files: r.many.importFiles(),
    user: r.one.users({ from: r.importJobs.userId, to: r.users.id }),
  },
  importFiles: {
    job: r.one.importJobs({ from: r.importFiles.jobId, to: r.importJobs.id, optional: false }),
    file: r.one.files({ from: r.importFiles.fileId, to: r.files.id }),
  },
  chats: {
    user: r.one.users({ from: r.chats.userId, to: r.users.id, optional: false }),
    entries: r.many.chatEntries(),
  },
  chatEntries: {
    chat: r.one.chats({ from: r.chatEntries.chatId, to: r.chats.id, optional: false }),
  },
}));
