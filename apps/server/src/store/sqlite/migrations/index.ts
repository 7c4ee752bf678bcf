import { USERS_AND_CHEERS } from './001-users-and-cheers';
import { INVITATIONS } from './002-invitations';
import { FEEDBACK } from './003-feedback';
import { USER_CITY } from './004-user-city';
import { FOLLOWS } from './005-follows';
import { BASKETBALL_ALERTS } from './006-basketball-alerts';
import type { Migration } from './migration';

export type { Migration } from './migration';

/** Every migration of the store, in order. The last one's version is the schema's version. */
export const MIGRATIONS: readonly Migration[] = [
  USERS_AND_CHEERS,
  INVITATIONS,
  FEEDBACK,
  USER_CITY,
  FOLLOWS,
  BASKETBALL_ALERTS,
];
