import type { EventDto } from '@app/shared/events';
import type { OrganizationDto } from '@app/shared/organization';
import type { QuoteDetailsResponse, QuoteListItem } from '@app/shared/quotes';
import { useMemo, useState, type ReactNode } from 'react';
import { listProducts, listServices } from '../catalogue/catalogue.api';
import { listClients } from '../clients/clients.api';
import { listEvents } from '../events/events.api';
import { getOrganization, updateOrganizationTerms } from '../organization/organization.api';
import { getQuoteDetails, listQuotes } from './quotes.api';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { TabbedPage } from '../../components/TabbedPage';
import type { TabItem } from '../../components/TabHeader';
import { TermsForm } from '../../components/TermsForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLatestRequest } from '../../hooks/useLatestRequest';
import { useRemoteData, type RemoteData } from '../../hooks/useRemoteData';
import { clientOptions, productChoices, serviceChoices } from '../../lib/picker-choices';
import { draftFromDetails } from './quote-draft';
import { QuoteForm, newQuoteEditor, type QuoteEditor, type QuoteReferences } from './QuoteForm';
import { QuoteList, isFrozen } from './QuoteList';
import './quote.css';

type TabKey = 'creer' | 'modifier' | 'liste' | 'settings';

const TABS: readonly TabItem<TabKey>[] = [
  { id: 'creer', label: 'Créer' },
  { id: 'modifier', label: 'Modifier' },
  { id: 'liste', label: 'Liste' },
  { id: 'settings', label: 'Settings' },
];

const TABS_PREFIX = 'quote';

/** The quote being edited in the Modifier tab: loading, or loaded with its editor. */
type Editing =
  | { status: 'loading'; quote: QuoteListItem }
  | { status: 'loaded'; quote: QuoteListItem; editor: QuoteEditor; frozen: boolean };

/** Everything the form picks from, or the first list that could not be read. */
function useQuoteReferences() {
  const organization = useRemoteData(getOrganization);
  const products = useRemoteData(listProducts);
  const services = useRemoteData(listServices);
  const clients = useRemoteData(listClients);
  const events = useRemoteData(listEvents);
  const all: RemoteData<unknown>[] = [
    organization.state,
    products.state,
    services.state,
    clients.state,
    events.state,
  ];
  const status = all.some((state) => state.status === 'failed')
    ? 'failed'
    : all.every((state) => state.status === 'loaded')
      ? 'loaded'
      : 'loading';

  const references = useMemo((): QuoteReferences | null => {
    if (
      organization.state.status !== 'loaded' ||
      products.state.status !== 'loaded' ||
      services.state.status !== 'loaded' ||
      clients.state.status !== 'loaded' ||
      events.state.status !== 'loaded'
    ) {
      return null;
    }
    return {
      isVatSubject: organization.state.data.is_vat_subject,
      country: organization.state.data.country,
      products: productChoices(products.state.data),
      services: serviceChoices(services.state.data),
      clients: clientOptions(clients.state.data),
      events: events.state.data.map((event: EventDto) => ({
        value: event.event_id,
        label: event.name,
      })),
    };
  }, [organization.state, products.state, services.state, clients.state, events.state]);

  const retry = () => {
    for (const source of [organization, products, services, clients, events]) {
      if (source.state.status === 'failed') source.reload();
    }
  };

  return {
    status,
    references,
    organization: organization.state.status === 'loaded' ? organization.state.data : null,
    setOrganization: (next: OrganizationDto) => organization.update(() => next),
    retry,
  };
}

function loadedEditing(quote: QuoteListItem, details: QuoteDetailsResponse): Editing {
  const draft = draftFromDetails(details);
  return {
    status: 'loaded',
    quote,
    frozen: isFrozen(details.quote),
    editor: {
      draft,
      saved: {
        quote_id: details.quote.quote_id,
        formatted_quote_id: details.quote.formatted_quote_id,
        draft,
      },
    },
  };
}

export default function QuotePage() {
  useDocumentTitle('Devis');
  const [tab, setTab] = useState<TabKey>('creer');
  // The Créer draft outlives a look at another tab.
  const [creating, setCreating] = useState<QuoteEditor>(newQuoteEditor);
  const [editing, setEditing] = useState<Editing | null>(null);
  const detailsRequest = useLatestRequest();
  const quotes = useRemoteData(listQuotes);
  const { status, references, organization, setOrganization, retry } = useQuoteReferences();

  const closeEditing = () => {
    detailsRequest.cancel();
    setEditing(null);
  };

  const open = (quote: QuoteListItem) => {
    const signal = detailsRequest.start();
    setEditing({ status: 'loading', quote });
    setTab('modifier');
    getQuoteDetails(quote.quote_id, signal).then(
      (details) => {
        if (!signal.aborted) setEditing(details ? loadedEditing(quote, details) : null);
      },
      () => {
        if (!signal.aborted) setEditing(null);
      },
    );
  };

  const changeTab = (next: TabKey) => {
    // Leaving Modifier by its tab header closes the quote that was open there.
    if (next !== 'modifier') closeEditing();
    setTab(next);
  };

  const referencesFailed = (
    <LoadError what="le catalogue, les clients ou les événements" onRetry={retry} />
  );

  const withReferences = (content: (references: QuoteReferences) => ReactNode) => {
    if (status === 'failed') return referencesFailed;
    if (!references) return <Spinner block label="Chargement du formulaire" />;
    return content(references);
  };

  const list = (pickMode: boolean) => (
    <QuoteList
      state={quotes.state}
      reload={quotes.reload}
      update={quotes.update}
      onOpen={open}
      pickMode={pickMode}
    />
  );

  const renderPanel = () => {
    switch (tab) {
      case 'creer':
        return withReferences((references) => (
          <QuoteForm
            editor={creating}
            onChange={setCreating}
            references={references}
            resetTo="blank"
            onSaved={quotes.reload}
          />
        ));
      case 'modifier':
        if (!editing) return list(true);
        return (
          <>
            <div className="quote-page__edit-header">
              <button type="button" className="button button--secondary" onClick={closeEditing}>
                <span aria-hidden="true">←</span> Retour à la liste
              </button>
              <p className="quote-page__edit-title">Devis {editing.quote.formatted_quote_id}</p>
            </div>
            {editing.status === 'loading' ? (
              <Spinner block label="Chargement du devis" />
            ) : (
              withReferences((references) => (
                <QuoteForm
                  editor={editing.editor}
                  onChange={(editor) => setEditing({ ...editing, editor })}
                  references={references}
                  frozen={editing.frozen}
                  resetTo="saved"
                  onSaved={quotes.reload}
                />
              ))
            )}
          </>
        );
      case 'liste':
        return list(false);
      case 'settings':
        if (organization) {
          return (
            <section className="quote-settings" aria-labelledby="quote-settings-title">
              <h2 id="quote-settings-title" className="quote-settings__title">
                Conditions générales
              </h2>
              <p className="quote-settings__hint">
                Imprimées au bas de vos devis et de vos factures.
              </p>
              <TermsForm
                idPrefix="quote-settings"
                save={updateOrganizationTerms}
                terms={organization.terms ?? ''}
                onSaved={(terms) => setOrganization({ ...organization, terms })}
                submitLabel="Enregistrer"
              />
            </section>
          );
        }
        return status === 'failed' ? referencesFailed : <Spinner block />;
    }
  };

  return (
    <TabbedPage
      title="Devis"
      pageClass="quote-page"
      tabs={TABS}
      activeId={tab}
      onChange={changeTab}
      label="Devis"
      idPrefix={TABS_PREFIX}
      panelClass="quote-page__panel"
    >
      {renderPanel()}
    </TabbedPage>
  );
}
