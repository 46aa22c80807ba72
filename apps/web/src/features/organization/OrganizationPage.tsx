import type { OrganizationDto } from '@app/shared/organization';
import { useRef } from 'react';
import { getOrganization } from './organization.api';
import { REFERENCE_KEYS } from '../../api/query-client';
import { useRemote } from '../../hooks/useRemote';
import { LoadError } from '../../components/feedback/LoadError';
import { Spinner } from '../../components/feedback/Spinner';
import { TabbedPage } from '../../components/layout/TabbedPage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useTabs } from '../../components/layout/useTabs';
import { useCan } from '../../session/useCan';
import { AddMemberTab } from './AddMemberTab';
import { InformationsTab } from './InformationsTab';
import { JoinRequestsTab } from './JoinRequestsTab';
import { JournalTab } from './JournalTab';
import { ReminderSettingsTab } from './ReminderSettingsTab';
import { SettingsTab } from './SettingsTab';
import '../../components/feedback/feature-cards.css';
import './organization.css';

export const ORGANIZATION_TABS = [
  { id: 'informations', label: 'Informations' },
  { id: 'demandes', label: 'Demandes' },
  { id: 'ajouter', label: 'Ajouter' },
  { id: 'settings', label: 'Settings' },
  // The payment reminders' levels and claims (issue #32).
  { id: 'relances', label: 'Relances' },
  { id: 'journal', label: 'Journal' },
] as const;

/** The tabs without the Journal, for the roles that may not read it (members and viewers). */
const TABS_WITHOUT_JOURNAL = ORGANIZATION_TABS.filter((tab) => tab.id !== 'journal');

const TABS_PREFIX = 'organisation';

/**
 * The organization, as the same query the quote and sale forms pick it from: a change saved here
 * is what they show next. `refresh` reads it again behind the page (after a change of members).
 */
function useOrganization() {
  const { state, reload, update } = useRemote(REFERENCE_KEYS.organization, getOrganization);
  return {
    state,
    reload,
    refresh: reload,
    replace: (organization: OrganizationDto) => update(() => organization),
  };
}

export default function OrganizationPage() {
  useDocumentTitle('Organisation');
  const { state, reload, refresh, replace } = useOrganization();
  const journal = useCan('journal').allowed;
  const tabs = useTabs(journal ? ORGANIZATION_TABS : TABS_WITHOUT_JOURNAL, 'informations');
  const tab = tabs.activeId;
  const panel = useRef<HTMLDivElement>(null);
  // The notice's button goes away with its tab: the keyboard lands on the form's panel.
  const completeIdentity = () => {
    tabs.onChange('settings');
    panel.current?.focus();
  };

  return (
    <TabbedPage
      title="Organisation"
      pageClass="organization-page"
      {...tabs}
      label="Sections de l'organisation"
      idPrefix={TABS_PREFIX}
      panelClass="organization-page__panel"
      focusablePanel
      panelRef={panel}
      placeholder={
        state.status === 'loading' ? (
          <Spinner block label="Chargement de l'organisation" />
        ) : state.status === 'failed' ? (
          <LoadError what="l’organisation" onRetry={reload} />
        ) : undefined
      }
    >
      {state.status === 'loaded' && tab === 'informations' ? (
        <InformationsTab
          organization={state.data}
          onChange={replace}
          onCompleteIdentity={completeIdentity}
          onMembersChanged={refresh}
        />
      ) : null}
      {tab === 'demandes' ? <JoinRequestsTab onMembersChanged={refresh} /> : null}
      {tab === 'ajouter' ? <AddMemberTab /> : null}
      {state.status === 'loaded' && tab === 'settings' ? (
        <SettingsTab organization={state.data} onChange={replace} />
      ) : null}
      {tab === 'relances' ? <ReminderSettingsTab /> : null}
      {tab === 'journal' && journal ? <JournalTab /> : null}
    </TabbedPage>
  );
}
