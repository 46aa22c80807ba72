import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../components/feedback/Spinner';
import { useSession } from '../session/session';

type GuardState = 'checking' | 'allowed' | 'denied';

/**
 * Guard of the protected areas: verifies the session on entry (spinner meanwhile, unless the
 * session is already known) and again on every move between areas; not authenticated → /login.
 */
export function ProtectedRoute() {
  const { verify, authenticated } = useSession();
  const { pathname } = useLocation();
  // Coming from a page where the session was already verified: no spinner, verify in background.
  const [state, setState] = useState<GuardState>(authenticated ? 'allowed' : 'checking');

  useEffect(() => {
    const controller = new AbortController();
    // Always asks: the cookie may exist without the browser's sign of it (a session opened
    // before the sign existed, or storage cleared).
    verify(controller.signal, { always: true }).then(
      (ok) => setState(ok ? 'allowed' : 'denied'),
      () => undefined, // aborted: the next effect run decides
    );
    return () => controller.abort();
  }, [verify, pathname]);

  if (state === 'checking') return <Spinner block size="lg" />;
  if (state === 'denied') return <Navigate to="/login" replace />;
  return <Outlet />;
}
