import { useEffect, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { APP_NAME } from '../../constants';
import { BrandLogo } from './BrandLogo';
import { LineIcon } from '../buttons/LineIcon';
import { LoadingButton } from '../buttons/LoadingButton';

/** Spec part 1 §2, in this order, after the home (issue #30). */
export const NAVIGATION_ENTRIES = [
  { label: 'Accueil', to: '/', icon: 'M3 11l9-8 9 8M5 9v12h14V9M10 21v-6h4v6' },
  { label: 'Devis', to: '/quote', icon: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7' },
  // The rentals of the quotes, beside them.
  { label: 'Planning', to: '/planning', icon: 'M3 5h18v16H3zM3 9h18M8 3v4M16 3v4M7 13h6M11 17h6' },
  { label: 'Ventes', to: '/sales', icon: 'M4 5h2l2 11h10l2-8H7M10 20h.01M17 20h.01' },
  { label: 'Factures', to: '/invoices', icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6' },
  // The payment reminders of the invoices (issue #32), beside them.
  { label: 'Relances', to: '/reminders', icon: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4' },
  { label: 'Compta', to: '/accounting', icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2' },
  // Issue #31: the bank statements, beside the accounting.
  {
    label: 'Banque',
    to: '/bank',
    icon: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M12 3l9 5H3z',
  },
  // Issue #33: suppliers' invoices received, beside the bank.
  {
    label: 'Factures reçues',
    to: '/received',
    icon: 'M4 4h16v16H4zM4 13h4l2 3h4l2-3h4M12 7v6M9 10l3 3 3-3',
  },
  {
    label: 'Catalogue',
    to: '/catalogue',
    icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  },
  {
    label: 'Clients',
    to: '/clients',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M2 21c0-4 3-6 7-6s7 2 7 6M17 4a4 4 0 0 1 0 7M22 21c0-3-2-5-4-5.5',
  },
  { label: 'Événements', to: '/events', icon: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5' },
  { label: 'Organisation', to: '/organization', icon: 'M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6' },
] as const;

/** The signed-in person's own page, beside the logout. */
export const PROFILE_ENTRY = {
  label: 'Mon profil',
  to: '/profil',
  icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 21c0-4 3.6-6 8-6s8 2 8 6',
} as const;

export interface NavigationBarProps {
  onLogout: () => Promise<void> | void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'navbar__link is-active' : 'navbar__link';

/**
 * Sidebar above 992 px; at 992 px or less a top bar whose burger toggles the menu (CSS decides
 * which one shows). The menu closes when a link is clicked or on Escape.
 */
export function NavigationBar({ onLogout }: NavigationBarProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const logout = async () => {
    setLoggingOut(true);
    close();
    try {
      await onLogout();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <header className="app-header">
      <nav aria-label="Navigation principale" className={open ? 'navbar is-open' : 'navbar'}>
        <div className="navbar__top">
          <NavLink to="/" end className="navbar__brand" onClick={close}>
            <BrandLogo />
            <span className="navbar__brand-name">{APP_NAME}</span>
          </NavLink>
          <button
            type="button"
            className="navbar__burger"
            aria-label="Ouvrir le menu"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((current) => !current)}
          >
            <span className="navbar__burger-bar" aria-hidden="true" />
            <span className="navbar__burger-bar" aria-hidden="true" />
            <span className="navbar__burger-bar" aria-hidden="true" />
          </button>
        </div>
        <div id={menuId} className="navbar__menu">
          <ul className="navbar__links">
            {NAVIGATION_ENTRIES.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.to === '/'} className={linkClass} onClick={close}>
                  <LineIcon path={entry.icon} className="navbar__icon" />
                  <span>{entry.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="navbar__footer">
            <NavLink to={PROFILE_ENTRY.to} className={linkClass} onClick={close}>
              <LineIcon path={PROFILE_ENTRY.icon} className="navbar__icon" />
              <span>{PROFILE_ENTRY.label}</span>
            </NavLink>
            <LoadingButton
              variant="ghost"
              className="navbar__logout"
              loading={loggingOut}
              onClick={() => void logout()}
            >
              <LineIcon path="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" className="navbar__icon" />
              Déconnexion
            </LoadingButton>
          </div>
        </div>
      </nav>
    </header>
  );
}
