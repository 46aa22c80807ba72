// "Marquer comme sorti" and "Enregistrer le retour": the day, who (the signed-in
// user's name unless typed), a note and, at the return, the units back per product (all of them
// unless changed). Checked with the API's own schemas before sending.
import { todayIso } from '@app/shared/dates';
import type { QuoteDetailsResponse } from '@app/shared/quotes';
import type { MovementInput } from '@app/shared/quotes-endpoints';
import { departureSchema, returnSchema } from '@app/shared/rental-movements';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useQuery } from '@tanstack/react-query';
import { AREA_KEYS, loadedOrThrow } from '../../api/query-client';
import { getProfile } from '../profile/profile.api';
import { DateInput } from '../../components/dates/DateInput';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { NumberInput } from '../../components/inputs/NumberInput';
import { TextArea } from '../../components/inputs/TextArea';
import { TextInput } from '../../components/inputs/TextInput';
import {
  fieldErrorsOf,
  reportInvalid,
  type FieldErrors,
  type ValidationFailure,
} from '../../lib/validation';
import { recordDeparture, recordReturn } from './quotes.api';

export type MovementKind = 'departure' | 'return';

const ID_PREFIX = 'quote-movement';
const fieldId = (field: string) => `${ID_PREFIX}-${field}`;
export const returnedFieldId = (productId: number) => `${ID_PREFIX}-returned-${productId}`;

const TEXTS = {
  departure: { title: 'Marquer comme sorti', date: 'Date de sortie', submit: 'Enregistrer' },
  return: { title: 'Enregistrer le retour', date: 'Date de retour', submit: 'Enregistrer' },
} as const;

export interface MovementDialogProps {
  kind: MovementKind;
  details: QuoteDetailsResponse;
  onClose: () => void;
  /** After a save: the quote is read again. */
  onSaved: () => void;
}

/** What the dialog starts with: what is recorded already, or today and everything back. */
function initialValues(kind: MovementKind, details: QuoteDetailsResponse): MovementInput {
  const { quote } = details;
  const recorded =
    kind === 'departure'
      ? { date: quote.departed_on, by: quote.departed_by, note: quote.departure_note }
      : { date: quote.returned_on, by: quote.returned_by, note: quote.return_note };
  return { date: recorded.date ?? todayIso(), by: recorded.by ?? '', note: recorded.note ?? '' };
}

/**
 * The signed-in user's name in "Par", once read (the profile's query, which the profile screen
 * shares), unless something was typed meanwhile.
 */
function usePrefilledBy(initiallyEmpty: boolean, setBy: (update: (by: string) => string) => void) {
  const { data } = useQuery({
    queryKey: AREA_KEYS.profile,
    queryFn: async ({ signal }) => loadedOrThrow(await getProfile(signal)),
    enabled: initiallyEmpty,
  });
  const name = initiallyEmpty ? data?.user.name : undefined;
  useEffect(() => {
    if (name) setBy((by) => (by === '' ? name : by));
  }, [name, setBy]);
}

/** The messages by field; a product line's under its quantity field. */
function errorsOf(error: ValidationFailure, details: QuoteDetailsResponse): FieldErrors {
  const found = fieldErrorsOf(error);
  for (const issue of error.issues) {
    const line = issue.path[0] === 'products' ? details.products[Number(issue.path[1])] : null;
    if (line) found[`returned-${line.product_id}`] ??= issue.message;
  }
  return found;
}

function useMovementForm({ kind, details, onClose, onSaved }: MovementDialogProps) {
  const [values, setValues] = useState(() => initialValues(kind, details));
  const [returned, setReturned] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(
      details.products.map((line) => [line.product_id, line.quantity_returned ?? line.quantity]),
    ),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [saving, setSaving] = useState(false);
  const [initiallyEmpty] = useState(() => values.by === '');
  const setBy = useCallback(
    (update: (by: string) => string) =>
      setValues((previous) => ({ ...previous, by: update(previous.by) })),
    [],
  );
  usePrefilledBy(initiallyEmpty, setBy);

  const bind = (field: keyof MovementInput) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (value: string) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    },
    error: errors[field],
  });

  const bindReturned = (productId: number) => ({
    id: returnedFieldId(productId),
    value: returned[productId] ?? null,
    onChange: (value: number | null) => {
      setReturned((previous) => ({ ...previous, [productId]: value }));
      setErrors((previous) => ({ ...previous, [`returned-${productId}`]: undefined }));
    },
    error: errors[`returned-${productId}`],
  });

  const body = {
    ...values,
    products: details.products.map((line) => ({
      product_id: line.product_id,
      quantity_returned: returned[line.product_id] ?? null,
    })),
  };

  const submit = async () => {
    const parsed = (kind === 'departure' ? departureSchema : returnSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error, details));
      setRefusals((count) => count + 1);
      reportInvalid(parsed.error, ID_PREFIX);
      return;
    }
    setRefusal(null);
    setSaving(true);
    try {
      const result =
        kind === 'departure'
          ? await recordDeparture(details.quote.quote_id, values)
          : await recordReturn(details.quote.quote_id, {
              ...values,
              products: body.products.map((line) => ({
                ...line,
                quantity_returned: line.quantity_returned ?? 0,
              })),
            });
      setSaving(false);
      if (!result.ok) {
        setRefusal(result.message);
        return;
      }
      toast.success(result.data.message);
      onSaved();
      onClose();
    } catch {
      // Network failure: the fetch helper already said so; the dialog stays for another try.
      setSaving(false);
    }
  };

  return { bind, bindReturned, refusal, refusals, saving, submit };
}

/** The dialog of a departure or a return of the quote's equipment. */
export function MovementDialog(props: MovementDialogProps) {
  const { kind, details, onClose } = props;
  const { bind, bindReturned, refusal, refusals, saving, submit } = useMovementForm(props);
  const texts = TEXTS[kind];
  return (
    <FormDialog
      open
      title={`${texts.title} – devis ${details.quote.formatted_quote_id}`}
      submitLabel={texts.submit}
      onSubmit={() => void submit()}
      onClose={onClose}
      loading={saving}
      refusals={refusals}
    >
      <div className="quote-movement">
        {/* A movement records a day already come: the calendar offers none after today. */}
        <DateInput label={texts.date} required max={todayIso()} {...bind('date')} />
        <TextInput label="Par" autoComplete="name" {...bind('by')} />
        <TextArea label="Note" rows={3} {...bind('note')} />
        {kind === 'return' ? <ReturnedLines details={details} bind={bindReturned} /> : null}
        {refusal ? (
          <p role="alert" className="quote-movement__refusal">
            {refusal}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}

/** Per product: the units out and a field for the units back. */
function ReturnedLines({
  details,
  bind,
}: {
  details: QuoteDetailsResponse;
  bind: (productId: number) => {
    id: string;
    value: number | null;
    onChange: (value: number | null) => void;
    error: string | undefined;
  };
}) {
  return (
    <table className="quote-movement__lines">
      <caption>Quantités retournées</caption>
      <thead>
        <tr>
          <th scope="col">Produit</th>
          <th scope="col">Sorti</th>
          <th scope="col">Retourné</th>
        </tr>
      </thead>
      <tbody>
        {details.products.map((line) => (
          <tr key={line.product_id}>
            <th scope="row">{line.name}</th>
            <td>{line.quantity}</td>
            <td>
              <NumberInput
                label={`Quantité retournée de ${line.name}`}
                fieldClass="line-table__field quote-movement__quantity"
                max={line.quantity}
                {...bind(line.product_id)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
