import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../components/layout/Footer';
import { NavigationBar } from '../components/layout/NavigationBar';
import { Spinner } from '../components/feedback/Spinner';
import { useSession } from '../session/session';
import { AppToaster } from './AppToaster';

/** The shell: navigation only for an authenticated user, the page, the footer, the toasts. */
export function RootLayout() {
  const { authenticated, signOut } = useSession();
  return (
    <div className={authenticated ? 'app-shell app-shell--signed-in' : 'app-shell'}>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      {authenticated ? <NavigationBar onLogout={signOut} /> : null}
      <div className="app-shell__body">
        <main id="contenu" className="app-main" tabIndex={-1}>
          <Suspense fallback={<Spinner block size="lg" />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <AppToaster />
    </div>
  );
}
