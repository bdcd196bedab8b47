import { useCurrentUser } from '../../../hooks/use-current-user.ts';

/**
 * How the signed-in user may see several organisations at once, or null:
 * - `linked`: an authorized MANAGER, "All my organisations" (own + linked);
 * - `picked`: an authorized ADMIN, "Several organisations" they pick (the API's limit applies).
 */
export type CombinedMode = 'linked' | 'picked';

export function useCombinedMode(): CombinedMode | null {
  const { user } = useCurrentUser();
  if (user?.authorized !== true) return null;
  if (user.role === 'MANAGER') return 'linked';
  return user.role === 'ADMIN' ? 'picked' : null;
}
