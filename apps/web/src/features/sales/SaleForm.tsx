import { MSG_SALE_INVOICED, MSG_SALE_INVOICE_FOLLOWS } from '@app/shared/sales';
import { useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { saveSale, type SaleSaved } from './sales.api';
import { ActionIcon } from '../../components/buttons/ActionIcon';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { DateInput } from '../../components/dates/DateInput';
import { DocumentForm, useDocumentSave } from '../../components/documents/DocumentForm';
import type { DocumentReferences } from '../../components/documents/document-references';
import { DocumentTotals } from '../../components/documents/DocumentTotals';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { DocumentClientField } from '../../components/documents/DocumentClientField';
import { TextInput } from '../../components/inputs/TextInput';
import { checkedAt, refusedLinePickerId } from '../../lib/line-refusal';
import {
  NEW_SALE,
  blankSale,
  draftFieldOfRequest,
  priceSaleDraft,
  saleDraftProblem,
  salePayload,
  type SaleDraft,
  type SaleDraftField,
} from './sale-draft';
import { FIRST_PRODUCT_PICKER_ID, SaleLinesTable } from './SaleLinesTable';
import { SaleReservedHint } from './SaleReservedHint';

export type SaleReferences = DocumentReferences;

export interface SaleFormProps {
  draft: SaleDraft;
  onChange: (draft: SaleDraft) => void;
  references: SaleReferences;
  /** A sale with a validated invoice: shown, not editable (the server refuses the change). */
  invoiced?: boolean;
  /** A sale whose invoice is pending: editable, and the invoice follows. */
  pendingInvoice?: boolean;
  /** After a successful save, once the toast is shown. */
  onSaved: (saved: SaleSaved) => void;
}

const FIELD_IDS: Record<SaleDraftField, string> = {
  lines: FIRST_PRODUCT_PICKER_ID,
  client_id: 'sale-client',
  name: 'sale-name',
  recorded_date: 'sale-date',
};

/**
 * The control a refusal of the server about `field` goes under: for the lines, the picker of the
 * line whose product the message names (« Tente 3x3 »), else the first one.
 */
function refusalFieldId(
  field: SaleDraftField,
  quoted: string | undefined,
  draft: SaleDraft,
  references: SaleReferences,
): string {
  if (field !== 'lines') return FIELD_IDS[field];
  const names = new Map(references.products.map((product) => [product.id, product.name]));
  return refusedLinePickerId(
    FIELD_IDS.lines,
    draft.lines,
    (line) => names.get(line.productId),
    quoted,
  );
}

/**
 * The Créer and Modifier form of spec part 2 §2 "Sales": Nom, Date de vente, Client, the product
 * table and the totals, computed live with the shared pricing. Créer has 'Créer une vente' and a
 * square button that starts the form again; Modifier has 'Modifier la vente'.
 */
export function SaleForm({
  draft,
  onChange,
  references,
  invoiced = false,
  pendingInvoice = false,
  onSaved,
}: SaleFormProps) {
  const { isVatSubject } = references;
  const creating = draft.sale_id === NEW_SALE;
  const totals = useMemo(() => priceSaleDraft(draft, isVatSubject), [draft, isVatSubject]);

  const patch = (changes: Partial<SaleDraft>) => onChange({ ...draft, ...changes });

  const { saving, onSubmit, problems, takesReserved } = useSaleSave(
    draft,
    references,
    invoiced,
    onSaved,
  );

  return (
    <DocumentForm
      className="sale-form"
      onSubmit={onSubmit}
      problems={problems}
      label={creating ? 'Nouvelle vente' : 'Vente à modifier'}
      locked={invoiced}
      lockedNote={MSG_SALE_INVOICED}
      note={pendingInvoice ? MSG_SALE_INVOICE_FOLLOWS : null}
      legend="Informations de la vente"
      fields={<SaleFields draft={draft} clients={references.clients} patch={patch} />}
      actions={
        invoiced ? null : (
          <>
            {creating ? (
              <button
                type="button"
                className="button button--secondary document-form__square sale-form__reset"
                aria-label="Réinitialiser le formulaire"
                title="Réinitialiser le formulaire"
                onClick={() => onChange(blankSale())}
              >
                <ActionIcon name="reset" />
              </button>
            ) : null}
            <LoadingButton type="submit" loading={saving}>
              {creating ? 'Créer une vente' : 'Modifier la vente'}
            </LoadingButton>
          </>
        )
      }
    >
      <SaleLinesTable
        lines={draft.lines}
        products={references.products}
        held={draft.held}
        isVatSubject={isVatSubject}
        onChange={(lines) => patch({ lines })}
        disabled={invoiced}
      />
      {invoiced ? null : <SaleReservedHint draft={draft} products={references.products} />}
      <DocumentTotals document={totals} isVatSubject={isVatSubject} country={references.country} />
      <ConfirmDialog
        open={takesReserved.message !== null}
        title="Vendre des unités réservées"
        message={takesReserved.message ?? ''}
        confirmLabel={creating ? 'Créer la vente quand même' : 'Modifier la vente quand même'}
        variant="primary"
        onConfirm={() => takesReserved.confirm(problems.formRef.current)}
        onCancel={takesReserved.cancel}
      />
    </DocumentForm>
  );
}

/** The save of the form: the server's refusals under their fields, or its question. */
function useSaleSave(
  draft: SaleDraft,
  references: SaleReferences,
  invoiced: boolean,
  onSaved: (saved: SaleSaved) => void,
) {
  const takesReserved = useTakesReservedConfirmation();
  const save = useDocumentSave({
    locked: invoiced,
    problem: () => checkedAt(saleDraftProblem(draft), FIELD_IDS),
    save: async () => {
      const result = await saveSale({
        ...salePayload(draft, references.isVatSubject),
        ...takesReserved.confirmation(),
      });
      // Refused: the fetch helper showed why, or the message goes under its field; the draft
      // stays for another try.
      if (!result) return;
      if ('refused' in result && result.field === 'allow_overbooking') {
        takesReserved.ask(result.refused);
        return;
      }
      if ('refused' in result) {
        const field = draftFieldOfRequest(result.field);
        return {
          message: result.refused,
          fieldId: field && refusalFieldId(field, result.item, draft, references),
        };
      }
      if (result.error) {
        toast.error(result.message);
        return;
      }
      toast.success(result.message);
      onSaved(result);
    },
  });
  return { ...save, takesReserved };
}

/**
 * A sale that takes units a future rental holds is refused until confirmed (issue #30): the
 * server's message (the product, the rentals) is asked as a question, and the answer sends the
 * form again with `allow_overbooking`, once.
 */
function useTakesReservedConfirmation() {
  const [message, setMessage] = useState<string | null>(null);
  const confirmed = useRef(false);
  return {
    message,
    ask: setMessage,
    cancel: () => setMessage(null),
    confirmation: () => {
      const allow = confirmed.current;
      confirmed.current = false;
      return allow ? { allow_overbooking: true } : {};
    },
    confirm: (form: HTMLFormElement | null) => {
      setMessage(null);
      confirmed.current = true;
      form?.requestSubmit();
    },
  };
}

/** The sale's own fields: Nom, Date de vente and Client. */
function SaleFields({
  draft,
  clients,
  patch,
}: {
  draft: SaleDraft;
  clients: SaleReferences['clients'];
  patch: (changes: Partial<SaleDraft>) => void;
}) {
  return (
    <>
      <TextInput
        id={FIELD_IDS.name}
        label="Nom"
        required
        value={draft.name}
        onChange={(name) => patch({ name })}
        maxLength={200}
        autoComplete="off"
        fieldClass="form-grid__wide"
      />
      <DateInput
        id={FIELD_IDS.recorded_date}
        label="Date de vente"
        required
        value={draft.recorded_date}
        onChange={(recorded_date) => patch({ recorded_date })}
      />
      <DocumentClientField
        id={FIELD_IDS.client_id}
        clients={clients}
        value={draft.client_id}
        onChange={(client_id) => patch({ client_id })}
      />
    </>
  );
}
