import type { Country } from '@app/shared/legal-identity';
import { useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import { getQuotePdf, saveQuote } from './quotes.api';
import { DateInput } from '../../components/DateInput';
import { DocumentTotals } from '../../components/DocumentTotals';
import { LoadingButton } from '../../components/LoadingButton';
import { NumberInput } from '../../components/NumberInput';
import { SearchableDropdown } from '../../components/SearchableDropdown';
import { TextArea } from '../../components/TextArea';
import type { DropdownOption } from '../../lib/dropdown-option';
import { reportProblem } from '../../lib/validation';
import {
  MAX_COEFFICIENT,
  blankQuote,
  coefficientFromDates,
  priceDraft,
  quoteDraftProblem,
  quotePayload,
  type CatalogueItem,
  type QuoteDraft,
  type QuoteDraftField,
} from './quote-draft';
import { QuoteLinesTable } from './QuoteLinesTable';

/** A quote as last saved: the draft it was saved from, to tell unsaved changes and to reset. */
export interface SavedQuote {
  quote_id: number;
  formatted_quote_id: string;
  draft: QuoteDraft;
}

/** What the form edits: the draft, and the quote it was last saved as (null until saved). */
export interface QuoteEditor {
  draft: QuoteDraft;
  saved: SavedQuote | null;
}

export const newQuoteEditor = (): QuoteEditor => ({ draft: blankQuote(), saved: null });

export interface QuoteReferences {
  products: readonly CatalogueItem[];
  services: readonly CatalogueItem[];
  clients: readonly DropdownOption<number>[];
  events: readonly DropdownOption<number>[];
  isVatSubject: boolean;
  /** The organization's country: the franchise mention under the totals follows it. */
  country: Country;
}

export interface QuoteFormProps {
  editor: QuoteEditor;
  onChange: (editor: QuoteEditor) => void;
  references: QuoteReferences;
  /** A quote whose invoice is validated: shown, not editable (spec §4). */
  frozen?: boolean;
  /**
   * What the reset button does: `blank` starts a new quote (Créer), `saved` puts back the quote
   * as last saved (Modifier).
   */
  resetTo: 'blank' | 'saved';
  /** After a successful save, once the toast is shown. */
  onSaved?: (saved: SavedQuote) => void;
}

const FIELD_IDS: Record<QuoteDraftField, string> = {
  lines: 'quote-lines-product',
  service_lines: 'quote-lines-service',
  client_id: 'quote-client',
  reserved_from: 'quote-reserved-from',
  reserved_until: 'quote-reserved-until',
  coefficient: 'quote-coefficient',
};

/**
 * The Créer and Modifier form of spec part 2 §2: the product and service tables, their
 * subtotals and the grand totals computed live with the shared pricing, Client, the dates, the
 * day coefficient (recomputed from the dates while the quote is not saved yet), Événement and
 * Description. After a save the quote can be downloaded as a PDF.
 */
export function QuoteForm({
  editor,
  onChange,
  references,
  frozen = false,
  resetTo,
  onSaved,
}: QuoteFormProps) {
  const { draft, saved } = editor;
  const { isVatSubject } = references;
  const [saving, setSaving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const creating = draft.quote_id === -1;
  const pricing = useMemo(() => priceDraft(draft, isVatSubject), [draft, isVatSubject]);
  const unsaved = saved === null || JSON.stringify(saved.draft) !== JSON.stringify(draft);

  const patch = (changes: Partial<QuoteDraft>) =>
    onChange({ ...editor, draft: { ...draft, ...changes } });

  const setDate = (
    changes: Pick<QuoteDraft, 'reserved_from'> | Pick<QuoteDraft, 'reserved_until'>,
  ) => {
    const next = { ...draft, ...changes };
    // Spec §4: the coefficient follows the dates only while creating.
    if (creating) {
      next.coefficient = coefficientFromDates(next.reserved_from, next.reserved_until);
    }
    onChange({ ...editor, draft: next });
  };

  const reset = () =>
    onChange(resetTo === 'saved' && saved ? { ...editor, draft: saved.draft } : newQuoteEditor());
  const resetLabel =
    resetTo === 'saved' ? 'Annuler les modifications' : saved ? 'Nouveau devis' : 'Réinitialiser';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || frozen) return;
    const problem = quoteDraftProblem(draft, isVatSubject);
    if (problem) {
      reportProblem(problem.message, problem.field && FIELD_IDS[problem.field]);
      return;
    }
    setSaving(true);
    try {
      const result = await saveQuote(quotePayload(draft, isVatSubject));
      if (!result) return;
      toast.success(result.message);
      const savedDraft = { ...draft, quote_id: result.quote.quote_id };
      const next: SavedQuote = {
        quote_id: result.quote.quote_id,
        formatted_quote_id: result.quote.formatted_quote_id,
        draft: savedDraft,
      };
      onChange({ draft: savedDraft, saved: next });
      onSaved?.(next);
    } catch {
      // Network failure: the fetch helper already said so, and the draft is kept.
    } finally {
      setSaving(false);
    }
  };

  const download = async () => {
    if (!saved) return;
    setDownloading(true);
    try {
      const pdf = await getQuotePdf(saved.quote_id);
      if (pdf) saveBlob(pdf, `DEVIS_${saved.formatted_quote_id}.pdf`);
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <form
      className="quote-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={creating ? 'Nouveau devis' : `Devis ${saved?.formatted_quote_id ?? ''}`.trim()}
    >
      {frozen ? (
        <p className="notice" role="note">
          Ce devis a une facture validée : il ne peut plus être modifié.
        </p>
      ) : null}
      <fieldset className="quote-form__fields" disabled={frozen}>
        <legend className="sr-only">Informations du devis</legend>
        <div className="form-grid">
          <SearchableDropdown
            id={FIELD_IDS.client_id}
            label="Client"
            required
            options={references.clients}
            value={draft.client_id}
            onChange={(client_id) => patch({ client_id })}
            placeholder="Sélectionnez un client"
            noResultsText="Aucun client : ajoutez-le depuis la page Clients."
          />
          <SearchableDropdown
            label="Événement"
            options={references.events}
            value={draft.event_id}
            onChange={(event_id) => patch({ event_id })}
            placeholder="Aucun événement"
          />
          <DateInput
            id={FIELD_IDS.reserved_from}
            label="Date de début"
            required
            value={draft.reserved_from}
            onChange={(reserved_from) => setDate({ reserved_from })}
          />
          <DateInput
            id={FIELD_IDS.reserved_until}
            label="Date de fin"
            required
            value={draft.reserved_until}
            min={draft.reserved_from || undefined}
            onChange={(reserved_until) => setDate({ reserved_until })}
          />
          <NumberInput
            id={FIELD_IDS.coefficient}
            label="Coefficient Journée"
            required
            value={draft.coefficient}
            max={MAX_COEFFICIENT}
            onChange={(coefficient) => patch({ coefficient })}
            aria-describedby="quote-coefficient-hint"
          />
          <p id="quote-coefficient-hint" className="quote-form__hint">
            {creating
              ? '1 pour un jour, puis 0,25 par jour supplémentaire : calculé à partir des dates.'
              : 'Conservé tel quel : il ne suit plus les dates une fois le devis enregistré.'}
          </p>
          <TextArea
            label="Description"
            value={draft.description}
            onChange={(description) => patch({ description })}
            rows={3}
            maxLength={5000}
            fieldClass="form-grid__wide"
          />
        </div>
      </fieldset>

      <QuoteLinesTable
        kind="product"
        lines={draft.products}
        items={references.products}
        priced={pricing.products}
        subtotal={pricing.document.productsSubtotal}
        isVatSubject={isVatSubject}
        onChange={(products) => patch({ products })}
        disabled={frozen}
      />
      <QuoteLinesTable
        kind="service"
        lines={draft.services}
        items={references.services}
        priced={pricing.services}
        subtotal={pricing.document.servicesSubtotal}
        isVatSubject={isVatSubject}
        onChange={(services) => patch({ services })}
        disabled={frozen}
      />
      <DocumentTotals
        document={pricing.document}
        isVatSubject={isVatSubject}
        country={references.country}
      />

      <div className="quote-form__actions">
        {frozen ? null : (
          <button type="button" className="button button--secondary" onClick={reset}>
            {resetLabel}
          </button>
        )}
        {saved && !unsaved ? (
          <LoadingButton
            variant="secondary"
            loading={downloading}
            onClick={() => void download()}
            aria-label={`Télécharger le PDF du devis ${saved.formatted_quote_id}`}
          >
            Télécharger le PDF
          </LoadingButton>
        ) : null}
        {frozen ? null : (
          <LoadingButton type="submit" loading={saving}>
            {creating ? 'Créer le devis' : 'Modifier le devis'}
          </LoadingButton>
        )}
      </div>
    </form>
  );
}
