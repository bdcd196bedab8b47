import { builder } from '../builder.ts';
import './account.ts';
import './admin.ts';
import './application-types.ts';
import './application.ts';
import './calendar.ts';
import './dashboard-organization.ts';
import './dashboard.ts';
import './deadlines.ts';
import './documents.ts';
import './funder.ts';
import './grant.ts';
import './organization.ts';
import './previous-award.ts';
import './program.ts';
import './report.ts';
import './user.ts';

export const schema = builder.toSchema({ sortSchema: true });
