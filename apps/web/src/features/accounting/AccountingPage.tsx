import { lazy, Suspense, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listEvents } from '../events/events.api';
import { listUsers } from '../organization/users.api';
import { ButtonSwitcher } from '../../components/inputs/ButtonSwitcher';
import { Spinner } from '../../components/feedback/Spinner';
import { TabbedPage } from '../../components/layout/TabbedPage';
import type { TabItem } from '../../components/layout/TabHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AREA_KEYS } from '../../api/query-client';
import type { RemoteData } from '../../hooks/useRemoteData';
import { useRemote } from '../../hooks/useRemote';
import { useTabs } from '../../components/layout/useTabs';
import {
  ACCOUNTING_TYPES,
  DEFAULT_ACCOUNTING_TYPE,
  accountingTypeOf,
  blankExpense,
  blankRevenue,
  expenseFromRouterState,
  type AccountingType,
  type EntryDraftCommon,
  type ExpenseDraft,
  type RevenueDraft,
} from './accounting-drafts';
import { AccountingList } from './AccountingList';
import { EditEntry, type EditTarget } from './EditEntry';
import { EntryForm } from './EntryForm';
import { EXPENSE_FORM, REVENUE_FORM, type EntryFormKind } from './entry-form-kinds';
import { RoleLock } from '../../components/feedback/RoleLock';
import '../../components/feedback/feature-cards.css';
import './accounting.css';

// recharts is the heaviest dependency of the page: it loads with the Dashboard tab only.
const AccountingDashboard = lazy(() => import('./AccountingDashboard'));

type TabKey = 'ajouter' | 'modifier' | 'liste' | 'dashboard';

const TABS: readonly TabItem<TabKey>[] = [
  { id: 'ajouter', label: 'Ajouter' },
  { id: 'modifier', label: 'Modifier' },
  { id: 'liste', label: 'Liste' },
  { id: 'dashboard', label: 'Dashboard' },
];

const TABS_PREFIX = 'accounting';

const TYPE_OPTIONS = ACCOUNTING_TYPES.map((type) => ({ value: type.id, label: type.name }));

/** A picker list that cannot be read is an empty list: the forms stay usable without it. */
function loadedOrEmpty<T>(state: RemoteData<T[]>): T[] {
  return state.status === 'loaded' ? state.data : [];
}

type Users = Awaited<ReturnType<typeof listUsers>>;
type Events = Awaited<ReturnType<typeof listEvents>>;
type DraftState<T> = [T, Dispatch<SetStateAction<T>>];

/** One form of Ajouter with the draft it keeps (the Rentrée form has no payer to choose). */
function AddForm<Draft extends EntryDraftCommon>({
  kind,
  state: [draft, setDraft],
  ...choices
}: {
  kind: EntryFormKind<Draft>;
  state: DraftState<Draft>;
  users: NonNullable<Users>;
  events: NonNullable<Events>;
}) {
  return <EntryForm kind={kind} draft={draft} setDraft={setDraft} {...choices} />;
}

/** Ajouter: the type switch, then the Sortie or the Rentrée form, each keeping its own draft. */
function AddEntryPanel({
  type,
  onTypeChange,
  expense,
  revenue,
  ...choices
}: {
  type: AccountingType['id'];
  onTypeChange: (type: AccountingType) => void;
  expense: DraftState<ExpenseDraft>;
  revenue: DraftState<RevenueDraft>;
  users: NonNullable<Users>;
  events: NonNullable<Events>;
}) {
  return (
    <>
      <ButtonSwitcher
        label="Type d'opération"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(id) => onTypeChange(accountingTypeOf(id))}
        className="accounting-page__switch"
      />
      {type === 'sortie' && expense[0].bank_line_id !== undefined ? (
        <p className="accounting-page__bank-hint" role="note">
          Sortie préparée depuis une ligne bancaire : joignez le justificatif puis ajoutez-la.
        </p>
      ) : null}
      {type === 'sortie' && expense[0].received_document_id !== undefined ? (
        <p className="accounting-page__bank-hint" role="note">
          Sortie préparée depuis une facture reçue : le fichier reçu en sera le justificatif
          (joignez-en un autre pour le remplacer). Vérifiez-la puis ajoutez-la.
        </p>
      ) : null}
      {type === 'sortie' ? (
        <AddForm key="sortie" kind={EXPENSE_FORM} state={expense} {...choices} />
      ) : (
        <AddForm key="rentrée" kind={REVENUE_FORM} state={revenue} {...choices} />
      )}
    </>
  );
}

/** Modifier, once an entry is picked: Retour and the entry's form. */
function EditPanel({
  editing,
  onBack,
  users,
  events,
}: {
  editing: EditTarget;
  onBack: () => void;
  users: NonNullable<Users>;
  events: NonNullable<Events>;
}) {
  return (
    <>
      <div className="accounting-page__edit-header">
        <button type="button" className="button button--secondary" onClick={onBack}>
          <span aria-hidden="true">←</span> Retour
        </button>
        <p className="accounting-page__edit-title">
          Modification d&apos;une {editing.type === 'sortie' ? 'sortie' : 'rentrée'}
        </p>
      </div>
      <EditEntry
        key={`${editing.type}-${editing.id}`}
        target={editing}
        users={users}
        events={events}
        onSaved={onBack}
      />
    </>
  );
}

export default function AccountingPage() {
  useDocumentTitle('Compta');
  const tabs = useTabs(TABS, 'ajouter');
  // Spec §3 "Accounting screen state": shared by the forms and the list.
  const [accountingType, setAccountingType] = useState<AccountingType>(DEFAULT_ACCOUNTING_TYPE);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  // The Ajouter drafts outlive a look at another tab. The bank page may hand a debit line's Sortie
  // in the router state (issue #31): read once, then dropped so a reload starts blank.
  const location = useLocation();
  const navigate = useNavigate();
  const [fromBank] = useState(() => expenseFromRouterState(location.state));
  const [expenseDraft, setExpenseDraft] = useState(() => fromBank ?? blankExpense());
  useEffect(() => {
    if (fromBank) void navigate('.', { replace: true, state: null });
  }, [fromBank, navigate]);
  const [revenueDraft, setRevenueDraft] = useState(() => blankRevenue());
  const users = loadedOrEmpty(useRemote([...AREA_KEYS.members, 'list'], listUsers).state);
  const events = loadedOrEmpty(useRemote([...AREA_KEYS.events, 'list'], listEvents).state);

  const open = (target: EditTarget) => {
    setEditing(target);
    setAccountingType(accountingTypeOf(target.type));
    tabs.onChange('modifier');
  };

  const back = () => setEditing(null);

  const renderPanel = () => {
    switch (tabs.activeId) {
      // A viewer sees the forms, disabled, with the reason.
      case 'ajouter':
        return (
          <RoleLock action="write">
            <AddEntryPanel
              type={accountingType.id}
              onTypeChange={setAccountingType}
              expense={[expenseDraft, setExpenseDraft]}
              revenue={[revenueDraft, setRevenueDraft]}
              users={users}
              events={events}
            />
          </RoleLock>
        );
      case 'modifier':
        return editing ? (
          <RoleLock action="write">
            <EditPanel editing={editing} onBack={back} users={users} events={events} />
          </RoleLock>
        ) : (
          <AccountingList
            accountingType={accountingType}
            onAccountingTypeChange={setAccountingType}
            onOpen={open}
            pickMode
          />
        );
      case 'liste':
        return (
          <AccountingList
            accountingType={accountingType}
            onAccountingTypeChange={setAccountingType}
            onOpen={open}
          />
        );
      case 'dashboard':
        return (
          <Suspense fallback={<Spinner block label="Chargement du tableau de bord" />}>
            <AccountingDashboard events={events} />
          </Suspense>
        );
    }
  };

  return (
    <TabbedPage
      title="Compta"
      pageClass="accounting-page"
      {...tabs}
      label="Comptabilité"
      idPrefix={TABS_PREFIX}
      panelClass="accounting-page__panel"
    >
      {renderPanel()}
    </TabbedPage>
  );
}
