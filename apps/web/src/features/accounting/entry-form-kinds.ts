// What sets the Sortie form and the Rentrée form apart (spec part 1 §4, §5, §7): the wording,
// the fields between the name and the date, the draft rules and the calls that save.
import { MAX_AMOUNT_EUROS, MAX_QUANTITY } from '@app/shared/accounting';
import type { FieldRefusal } from '../../api/form-request';
import {
  addExpense,
  addRevenue,
  updateExpense,
  updateRevenue,
  type MessageResponse,
} from './accounting.api';
import {
  blankExpense,
  blankRevenue,
  expenseFields,
  expenseProblem,
  revenueFields,
  revenueProblem,
  type DraftProblem,
  type EntryDraftCommon,
  type ExpenseDraft,
  type RevenueDraft,
} from './accounting-drafts';

/** A required field of one form only: a number typed in, or the Payé par list. */
export type AmountField<Draft> = {
  /** The draft field it holds, for the message under it. */
  key: keyof Draft & string;
  label: string;
  value: (draft: Draft) => number | null;
  change: (value: number | null) => Partial<Draft>;
} & ({ input: 'number'; max: number; decimals?: number } | { input: 'payer' });

/** The spec's wording of a form about a `noun` ('sortie'), typo of the update button included. */
const entryLabels = (noun: string, date: string): EntryFormKind<EntryDraftCommon>['labels'] => ({
  form: `Nouvelle ${noun}`,
  editForm: `Modifier la ${noun}`,
  add: `Ajouter la ${noun}`,
  update: `Modifider la ${noun}`,
  date,
});

/** The draft's fields that hold a number (or null when cleared). */
type NumberKey<Draft> = {
  [Key in keyof Draft]: Draft[Key] extends number | null ? Key : never;
}[keyof Draft];

/** A number typed in, held in the draft's `key`. */
function numberField<Draft>(
  label: string,
  max: number,
  key: NumberKey<Draft> & string,
  decimals?: number,
): AmountField<Draft> {
  return {
    key,
    label,
    input: 'number',
    max,
    ...(decimals === undefined ? {} : { decimals }),
    value: (draft) => draft[key] as number | null,
    change: (value) => ({ [key]: value }) as Partial<Draft>,
  };
}

type Save = (form: FormData) => Promise<MessageResponse | FieldRefusal | undefined>;

export interface EntryFormKind<Draft extends EntryDraftCommon> {
  /** The spec's wording, typos included. */
  labels: { form: string; editForm: string; add: string; update: string; date: string };
  /** -1 while the entry is new. */
  entryId: (draft: Draft) => number;
  amountFields: readonly AmountField<Draft>[];
  blank: () => Draft;
  /** The first rule of spec §5 the draft breaks, checked with the server's schema. */
  problem: (draft: Draft) => DraftProblem<Draft> | null;
  /** The request fields (the receipt goes with them). */
  fields: (draft: Draft) => Record<string, string>;
  add: Save;
  update: Save;
}

export const EXPENSE_FORM: EntryFormKind<ExpenseDraft> = {
  labels: entryLabels('sortie', 'Date'),
  entryId: (draft) => draft.expense_id,
  amountFields: [
    numberField('Prix', MAX_AMOUNT_EUROS, 'price', 2),
    {
      key: 'user_id',
      label: 'Payé par',
      input: 'payer',
      value: (draft) => draft.user_id,
      change: (user_id) => ({ user_id }),
    },
  ],
  blank: () => blankExpense(),
  problem: expenseProblem,
  fields: expenseFields,
  add: addExpense,
  update: updateExpense,
};

/**
 * Spec §5: only the name, the unit price and the date are enforced; payment method and receipt
 * carry the required marker but may stay empty (see revenueProblem).
 */
export const REVENUE_FORM: EntryFormKind<RevenueDraft> = {
  labels: entryLabels('rentrée', "Date d'entrée"),
  entryId: (draft) => draft.revenue_id,
  amountFields: [
    numberField('Prix unitaire', MAX_AMOUNT_EUROS, 'unit_price', 2),
    numberField('Quantité', MAX_QUANTITY, 'amount'),
  ],
  blank: () => blankRevenue(),
  problem: revenueProblem,
  fields: revenueFields,
  add: addRevenue,
  update: updateRevenue,
};
