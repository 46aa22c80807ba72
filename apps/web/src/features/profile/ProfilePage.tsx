import type { ProfileResponse } from '@app/shared/auth';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CardSection } from '../../components/layout/CardSection';
import { LoadError } from '../../components/feedback/LoadError';
import { Spinner } from '../../components/feedback/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AREA_KEYS } from '../../api/query-client';
import { useRemote } from '../../hooks/useRemote';
import { AccountForm } from './AccountForm';
import { EmailStatus } from './EmailStatus';
import { PasswordForm } from './PasswordForm';
import { getProfile } from './profile.api';
import '../../components/feedback/feature-cards.css';
import './profile.css';

function ProfileSection(props: { titleId: string; title: string; children: ReactNode }) {
  return <CardSection block="profile-section" roomy {...props} />;
}

function OrganizationSummary({ organization }: Pick<ProfileResponse, 'organization'>) {
  if (!organization) {
    return (
      <p>
        Vous n’êtes membre d’aucune organisation.{' '}
        <Link to="/organizationSetup">Créer ou rejoindre une organisation</Link>
      </p>
    );
  }
  return (
    <p className="profile-organization">
      <span>
        Vous êtes membre de <strong>{organization.organization_name}</strong>.
      </span>{' '}
      <Link to="/organization">Voir l’organisation</Link>
    </p>
  );
}

/** The signed-in person's name, email and password, and their organization. */
export default function ProfilePage() {
  useDocumentTitle('Mon profil');
  const { state, reload, update } = useRemote(AREA_KEYS.profile, getProfile);

  return (
    <section className="page profile-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        Mon profil
      </h1>
      {state.status === 'loading' ? <Spinner block size="lg" /> : null}
      {state.status === 'failed' ? <LoadError what="votre profil" onRetry={reload} /> : null}
      {state.status === 'loaded' ? (
        <>
          <ProfileSection titleId="profil-informations" title="Mes informations">
            <AccountForm
              user={state.data.user}
              onSaved={(account) =>
                update((profile) => ({ ...profile, user: { ...profile.user, ...account } }))
              }
            />
            <EmailStatus {...state.data.user} />
          </ProfileSection>
          <ProfileSection titleId="profil-mot-de-passe" title="Mot de passe">
            <PasswordForm hasPassword={state.data.user.has_password} />
          </ProfileSection>
          <ProfileSection titleId="profil-organisation" title="Organisation">
            <OrganizationSummary organization={state.data.organization} />
          </ProfileSection>
        </>
      ) : null}
    </section>
  );
}
