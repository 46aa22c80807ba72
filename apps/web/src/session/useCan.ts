import { can, cannotMessage, type RoleAction } from '@app/shared/roles';
import { useSessionRole } from './session';

/**
 * Whether the signed-in member's role allows `action`, and the French tooltip of a
 * control it does not. While the role is unknown the control is shown: the server decides.
 */
export function useCan(action: RoleAction): { allowed: boolean; reason: string | undefined } {
  const role = useSessionRole();
  if (role === null || can(role, action)) return { allowed: true, reason: undefined };
  return { allowed: false, reason: cannotMessage(role, action) };
}
