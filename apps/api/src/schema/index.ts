import { builder } from '../builder.ts';
import './organization.ts';
import './user.ts';

export const schema = builder.toSchema({ sortSchema: true });
