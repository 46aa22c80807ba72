import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { saveQuote } from './quotes.api';
import { DocumentForm, useDocumentSave } from '../../components/documents/DocumentForm';
import type { DocumentReferences } from '../../components/documents/document-references';
import { DocumentTotals } from '../../components/documents/DocumentTotals';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import type { DropdownOption } from '../../lib/dropdown-option';
import { checkedAt, refusedLinePickerId } from '../../lib/line-refusal';
import {
  blankQuote,
  draftFieldOfRequest,
  priceDraft,
  quoteDraftProblem,
  quotePayload,
  type CatalogueItem,
  type QuoteDraft,
  type QuoteDraftField,
} from './quote-draft';
import { FIELD_IDS, QuoteFields } from './QuoteFields';
import { QuoteLinesTable } from './QuoteLinesTable';
import { OverbookingNotice, useOverbooking } from './OverbookingNotice';
import { QuotePdfButton } from './QuotePdfButton';

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

export interface QuoteReferences extends DocumentReferences {
  services: readonly CatalogueItem[];
  events: readonly DropdownOption<number>[];
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

/**
 * The control a refusal of the server about `field` goes under: for a table of lines, the picker
 * of the line whose item the message names (« Tente 3x3 »), else the first one.
 */
function refusalFieldId(
  field: QuoteDraftField,
  quoted: string | undefined,
  draft: QuoteDraft,
  references: QuoteReferences,
): string {
  if (field !== 'lines' && field !== 'service_lines') return FIELD_IDS[field];
  const [lines, items] =
    field === 'lines'
      ? [draft.products, references.products]
      : [draft.services, references.services];
  const names = new Map(items.map((item) => [item.id, item.name]));
  return refusedLinePickerId(FIELD_IDS[field], lines, (line) => names.get(line.itemId), quoted);
}

/**
 * The save of the quote form: checks the draft, sends it, then keeps it as saved.
 * `allowOverbooking`: the user chose to save beyond availability.
 */
function useQuoteSave(
  { editor, onChange, references, frozen = false, onSaved }: QuoteFormProps,
  allowOverbooking: boolean,
) {
  const { draft } = editor;
  const { isVatSubject } = references;
  return useDocumentSave({
    locked: frozen,
    problem: () => checkedAt(quoteDraftProblem(draft, isVatSubject), FIELD_IDS),
    save: async () => {
      // The spec's JSON, plus the choice to over-book only when made.
      const result = await saveQuote({
        ...quotePayload(draft, isVatSubject),
        ...(allowOverbooking ? { allow_overbooking: true } : {}),
      });
      if (!result) return;
      if ('refused' in result) {
        const field = draftFieldOfRequest(result.field, draft);
        return {
          message: result.refused,
          fieldId: field && refusalFieldId(field, result.item, draft, references),
        };
      }
      toast.success(result.message);
      const savedDraft = { ...draft, quote_id: result.quote.quote_id };
      const next: SavedQuote = {
        quote_id: result.quote.quote_id,
        formatted_quote_id: result.quote.formatted_quote_id,
        draft: savedDraft,
      };
      onChange({ draft: savedDraft, saved: next });
      onSaved?.(next);
    },
  });
}

/**
 * The Créer and Modifier form of spec part 2 §2: the product and service tables, their
 * subtotals and the grand totals computed live with the shared pricing, Client, the dates, the
 * day coefficient (recomputed from the dates while the quote is not saved yet), Événement and
 * Description. After a save the quote can be downloaded as a PDF.
 */
export function QuoteForm(props: QuoteFormProps) {
  const { editor, onChange, references, frozen = false, resetTo } = props;
  const { draft, saved } = editor;
  const { isVatSubject } = references;
  const creating = draft.quote_id === -1;
  const pricing = useMemo(() => priceDraft(draft, isVatSubject), [draft, isVatSubject]);
  const unsaved = saved === null || JSON.stringify(saved.draft) !== JSON.stringify(draft);
  const overbooking = useOverbooking(draft, references.products);
  const { saving, onSubmit, problems } = useQuoteSave(props, overbooking.allowOverbooking);

  const setDraft = (next: QuoteDraft) => onChange({ ...editor, draft: next });
  const reset = () =>
    onChange(resetTo === 'saved' && saved ? { ...editor, draft: saved.draft } : newQuoteEditor());
  const resetLabel =
    resetTo === 'saved' ? 'Annuler les modifications' : saved ? 'Nouveau devis' : 'Réinitialiser';

  return (
    <DocumentForm
      className="quote-form"
      onSubmit={onSubmit}
      problems={problems}
      label={creating ? 'Nouveau devis' : `Devis ${saved?.formatted_quote_id ?? ''}`.trim()}
      locked={frozen}
      lockedNote="Ce devis a une facture validée : il ne peut plus être modifié."
      legend="Informations du devis"
      fields={
        <QuoteFields
          draft={draft}
          references={references}
          creating={creating}
          onChange={setDraft}
        />
      }
      actions={
        <>
          {frozen ? null : (
            <button type="button" className="button button--secondary" onClick={reset}>
              {resetLabel}
            </button>
          )}
          {saved && !unsaved ? <QuotePdfButton quote={saved} /> : null}
          {frozen ? null : (
            <LoadingButton type="submit" loading={saving}>
              {creating ? 'Créer le devis' : 'Modifier le devis'}
            </LoadingButton>
          )}
        </>
      }
    >
      <QuoteLinesTable
        kind="product"
        lines={draft.products}
        items={references.products}
        priced={pricing.products}
        subtotal={pricing.document.productsSubtotal}
        isVatSubject={isVatSubject}
        country={references.country}
        onChange={(products) => setDraft({ ...draft, products })}
        disabled={frozen}
        availability={frozen ? undefined : overbooking.availability}
      />
      {frozen ? null : <OverbookingNotice {...overbooking.notice} />}
      <QuoteLinesTable
        kind="service"
        lines={draft.services}
        items={references.services}
        priced={pricing.services}
        subtotal={pricing.document.servicesSubtotal}
        isVatSubject={isVatSubject}
        country={references.country}
        onChange={(services) => setDraft({ ...draft, services })}
        disabled={frozen}
      />
      <DocumentTotals
        document={pricing.document}
        isVatSubject={isVatSubject}
        country={references.country}
      />
    </DocumentForm>
  );
}
