import { useCurrentUser } from '../../../hooks/use-current-user.ts';

/** Whether the signed-in user may choose "All my organisations": an authorized MANAGER (own + linked). */
export function useIsConsultant(): boolean {
  const { user } = useCurrentUser();
  return user?.authorized === true && user.role === 'MANAGER';
}
