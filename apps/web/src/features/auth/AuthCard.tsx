import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface AuthCardProps {
  /** The page's title, which also names its form. */
  title: string;
  /** Ends the card with the link back to the sign-in page. */
  backToLogin?: boolean;
  children: ReactNode;
}

/** The card of the signed-out screens (sign in, forgotten and new password). */
export function AuthCard({ title, backToLogin = false, children }: AuthCardProps) {
  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <div className="auth-card">
        <h1 id="page-title" className="page__title auth-card__title">
          {title}
        </h1>
        {children}
        {backToLogin ? (
          <p className="auth-card__link">
            <Link to="/login">Retour à la connexion</Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
