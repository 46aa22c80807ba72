import type { EventDto } from '@app/shared/events';
import type { QuoteDetailsResponse } from '@app/shared/quotes';
import { useMemo, useState } from 'react';
import { listProducts, listServices } from '../catalogue/catalogue.api';
import { listClients } from '../clients/clients.api';
import { listEvents } from '../events/events.api';
import { getOrganization } from '../organization/organization.api';
import { AREA_KEYS } from '../../api/query-client';
import { getQuoteDetails, type QuoteToOpen } from './quotes.api';
import { useOpenQuoteFromLink } from './useOpenQuoteFromLink';
import {
  DocumentEditorPage,
  useDocumentEditor,
  type FormReferences,
} from '../../components/documents/DocumentEditorPage';
import type { TabItem } from '../../components/layout/TabHeader';
import { documentReferences } from '../../components/documents/document-references';
import { useReferenceData } from '../../hooks/useReferenceData';
import { serviceChoices } from '../../lib/picker-choices';
import { draftFromDetails } from './quote-draft';
import { QuoteForm, newQuoteEditor, type QuoteEditor, type QuoteReferences } from './QuoteForm';
import { QuoteList } from './QuoteList';
import { QuoteMovements } from './QuoteMovements';
import { isFrozen } from './quote-status';
import { QuoteSettings } from './QuoteSettings';
import { useInvalidate } from '../../hooks/useAreaMutation';
import './quote.css';

const EXTRA_TABS: readonly TabItem<'settings'>[] = [{ id: 'settings', label: 'Settings' }];

const REFERENCE_SOURCES = {
  organization: getOrganization,
  products: listProducts,
  services: listServices,
  clients: listClients,
  events: listEvents,
};

/** The quote open in Modifier, with its editor. */
interface LoadedQuote {
  editor: QuoteEditor;
  frozen: boolean;
  details: QuoteDetailsResponse;
}

async function loadQuote(quote: QuoteToOpen, signal: AbortSignal) {
  const details = await getQuoteDetails(quote.quote_id, signal);
  return details ? loadedQuote(details) : null;
}

function loadedQuote(details: QuoteDetailsResponse): LoadedQuote {
  const draft = draftFromDetails(details);
  const { quote_id, formatted_quote_id } = details.quote;
  return {
    frozen: isFrozen(details.quote),
    details,
    editor: { draft, saved: { quote_id, formatted_quote_id, draft } },
  };
}

/** Everything the form picks from, or the first list that could not be read. */
function useQuoteReferences() {
  const data = useReferenceData(REFERENCE_SOURCES);
  const { lists } = data;
  const references = useMemo(
    (): QuoteReferences | null =>
      lists && {
        ...documentReferences(lists),
        services: serviceChoices(lists.services),
        events: lists.events.map((event: EventDto) => ({
          value: event.event_id,
          label: event.name,
        })),
      },
    [lists],
  );
  const gate: FormReferences<QuoteReferences> = {
    references,
    failed: data.failed,
    retry: data.retry,
    what: 'le catalogue, les clients ou les événements',
  };
  return { gate, organization: data.states.organization, update: data.update };
}

export default function QuotePage() {
  // The Créer draft outlives a look at another tab.
  const [creating, setCreating] = useState<QuoteEditor>(newQuoteEditor);
  const editor = useDocumentEditor<QuoteToOpen, LoadedQuote, 'settings'>(loadQuote, (quote) => [
    ...AREA_KEYS.quotes,
    'details',
    quote.quote_id,
  ]);
  useOpenQuoteFromLink(editor.open);
  const { gate, organization, update } = useQuoteReferences();
  const invalidate = useInvalidate();
  // A quote saved or moved: the list and the planning it counts in. Not the availability: the
  // form's own excludes the quote, and its key changes with the quote's id once created (read
  // again under the old key, it would race the new one).
  const changed = () => invalidate(AREA_KEYS.quotes, AREA_KEYS.planning);

  return (
    <DocumentEditorPage
      title="Devis"
      idPrefix="quote"
      pageClass="quote-page"
      extraTabs={EXTRA_TABS}
      editor={editor}
      references={gate}
      create={(references) => (
        <QuoteForm
          editor={creating}
          onChange={setCreating}
          references={references}
          resetTo="blank"
          onSaved={changed}
        />
      )}
      list={(pickMode) => <QuoteList onOpen={editor.open} pickMode={pickMode} />}
      editTitle={(editing) => `Devis ${editing.row.formatted_quote_id}`}
      editLoading="Chargement du devis"
      edit={(loaded, references) => (
        <>
          <QuoteMovements
            key={loaded.details.quote.quote_id}
            details={loaded.details}
            onChanged={changed}
          />
          <QuoteForm
            editor={loaded.editor}
            onChange={(next) => editor.setLoaded({ ...loaded, editor: next })}
            references={references}
            frozen={loaded.frozen}
            resetTo="saved"
            onSaved={changed}
          />
        </>
      )}
      extraPanel={() => (
        <QuoteSettings
          organization={organization}
          gate={gate}
          onSaved={(terms) => update('organization', (current) => ({ ...current, terms }))}
        />
      )}
    />
  );
}
