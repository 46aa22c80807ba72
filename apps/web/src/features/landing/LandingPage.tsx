import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../components/layout/BrandLogo';
import { Spinner } from '../../components/feedback/Spinner';
import { APP_NAME } from '../../constants';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../session/session';
import { Faq } from './Faq';
import { FeatureList } from './FeatureList';
import { HeroIllustration } from './HeroIllustration';
import { HowItWorks } from './HowItWorks';
import './landing.css';
import { SIGN_UP_PATH } from './sign-up-path';

// The plan cards need the shared plan schemas (zod): loaded after the first paint.
const PlanCards = lazy(() => import('./PlanCards'));

export default function LandingPage() {
  useDocumentTitle('');
  const { authenticated, verify } = useSession();

  // Spec part 1 §2: the landing verifies the session on load, so a signed-in user gets the header.
  useEffect(() => {
    const controller = new AbortController();
    verify(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [verify]);

  return (
    <div className="landing">
      {authenticated ? null : (
        <div className="landing-topbar">
          <Link to="/" className="landing-topbar__brand">
            <BrandLogo />
            <span>{APP_NAME}</span>
          </Link>
          <nav aria-label="Sections de la page" className="landing-topbar__links">
            <a href="#fonctionnalites">Fonctionnalités</a>
            <a href="#formules">Formules</a>
            <a href="#faq">FAQ</a>
            <Link to="/login" className="button button--secondary button--sm">
              Se connecter
            </Link>
          </nav>
        </div>
      )}

      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="landing-hero__text">
          <p className="landing-eyebrow">Pour les associations et petites structures</p>
          <h1 id="landing-title" className="landing-hero__title">
            Devis, factures et comptabilité, enfin au même endroit
          </h1>
          <p className="landing-hero__lead">
            Préparez vos devis de location, enregistrez vos ventes, émettez des factures PDF et
            tenez une comptabilité claire avec tous vos justificatifs. Pensé pour la Belgique et la
            France, assujetti à la TVA ou non.
          </p>
          <div className="landing-hero__actions">
            <Link to={SIGN_UP_PATH} className="button button--primary button--lg">
              Créer un compte
            </Link>
            {authenticated ? (
              <Link to="/quote" className="button button--secondary button--lg">
                Accéder à mon espace
              </Link>
            ) : (
              <a href="#formules" className="button button--secondary button--lg">
                Voir les formules
              </a>
            )}
          </div>
          <p className="landing-hero__note">Sans engagement · Résiliable à tout moment</p>
        </div>
        <HeroIllustration />
      </section>

      <HowItWorks />

      <FeatureList />

      <section id="formules" className="landing-section" aria-labelledby="formules-title">
        <div className="landing-section__header">
          <p className="landing-eyebrow">Tarifs</p>
          <h2 id="formules-title">Nos formules</h2>
          <p>Un prix mensuel en euros, sans frais cachés. Changez de formule quand vous voulez.</p>
        </div>
        <Suspense fallback={<Spinner block />}>
          <PlanCards />
        </Suspense>
      </section>

      <Faq />

      <section className="landing-cta" aria-labelledby="landing-cta-title">
        <h2 id="landing-cta-title">Prêt à simplifier votre gestion ?</h2>
        <p>Créez votre compte en une minute et préparez votre premier devis aujourd’hui.</p>
        <Link to={SIGN_UP_PATH} className="button button--accent button--lg">
          Créer mon compte
        </Link>
      </section>
    </div>
  );
}
