import type { ReactNode } from 'react';
import type { RoleAction } from '@app/shared/roles';
import { useCan } from '../../session/useCan';

/**
 * Controls the member's role cannot use, shown but disabled: a fieldset disables
 * every field and button inside it, its tooltip and a short notice say why. Allowed: as is.
 */
export function RoleLock({ action, children }: { action: RoleAction; children: ReactNode }) {
  const { allowed, reason } = useCan(action);
  if (allowed) return <>{children}</>;
  return (
    <fieldset disabled className="role-lock" title={reason}>
      <p className="role-lock__notice" role="note">
        {reason}
      </p>
      {children}
    </fieldset>
  );
}

/** What the member's role cannot use and need not see (a subscription button): hidden. */
export function RoleOnly({ action, children }: { action: RoleAction; children: ReactNode }) {
  return useCan(action).allowed ? <>{children}</> : null;
}
