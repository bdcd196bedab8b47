import { defineRelations } from 'drizzle-orm';
import * as schema from './schema.ts';

export const relations = defineRelations(schema, (r) => ({
  organizations: {
    users: r.many.users(),
    managerLinks: r.many.managerLinks(),
  },
  users: {
    organization: r.one.organizations({ from: r.users.organizationId, to: r.organizations.id, optional: false }),
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
}));
