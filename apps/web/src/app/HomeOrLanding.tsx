import { lazy, useEffect, useState } from 'react';
import { Spinner } from '../components/feedback/Spinner';
import { useSession } from '../session/session';

// Each its own chunk: a visitor loads the landing only, a member the home only.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));

/**
 * `/`: the home of a signed-in member of an organization, the landing page for everyone else
 * (visitors, and an account without organization yet). The session is verified on entry; a
 * browser with no sign of a session gets the landing at once.
 */
export function HomeOrLanding() {
  const { authenticated, role, verify, mayBeSignedIn } = useSession();
  const [checked, setChecked] = useState(() => !mayBeSignedIn());

  useEffect(() => {
    const controller = new AbortController();
    verify(controller.signal).then(
      () => setChecked(true),
      () => undefined, // aborted: the next effect run decides
    );
    return () => controller.abort();
  }, [verify]);

  if (authenticated && role !== null) return <HomePage />;
  if (!checked) return <Spinner block size="lg" />;
  return <LandingPage />;
}
