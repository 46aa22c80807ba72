import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '../components/feedback/Spinner';
import { useSession } from '../session/session';

/**
 * /login: an already authenticated user goes straight to their home, / (spec part 1 §2 said
 * /quote; the home came with issue #30).
 */
export function RedirectIfAuthenticated({ to = '/' }: { to?: string }) {
  const { verify } = useSession();
  const [state, setState] = useState<'checking' | 'guest' | 'authenticated'>('checking');

  useEffect(() => {
    const controller = new AbortController();
    verify(controller.signal).then(
      (ok) => setState(ok ? 'authenticated' : 'guest'),
      () => undefined,
    );
    return () => controller.abort();
  }, [verify]);

  if (state === 'checking') return <Spinner block size="lg" />;
  if (state === 'authenticated') return <Navigate to={to} replace />;
  return <Outlet />;
}
