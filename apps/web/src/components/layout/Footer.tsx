import { Link } from 'react-router-dom';
import { APP_NAME } from '../../constants';

/** Where the Powered-by link points; the product has no separate vendor site yet. */
export const POWERED_BY_URL = '/';

export function Footer() {
  return (
    <footer className="app-footer">
      <p className="app-footer__powered">
        <Link to={POWERED_BY_URL}>Propulsé par {APP_NAME}</Link>
      </p>
      <nav aria-label="Informations légales" className="app-footer__links">
        <Link to="/terms-of-uses">Conditions d'utilisation</Link>
        <Link to="/privacy">Politique de confidentialité</Link>
      </nav>
    </footer>
  );
}
