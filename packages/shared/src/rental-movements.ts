// Departure and return of a quote's equipment: PUT/DELETE /api/quote/departure/:id
// and /api/quote/return/:id. The API validates with these schemas; the web dialogs pre-validate.
import { z } from 'zod';
import { todayIso, toBusinessDate } from './dates.js';
import { boundedRows, MAX_DOCUMENT_LINES } from './document-lines.js';
import {
  formValue,
  optionalText,
  requiredId,
  requiredWholeNumber,
  requestRecord,
  tooLongMessage,
} from './form-values.js';
import { MSG_QUOTE_ID_MISSING } from './quotes.js';

export const MSG_DEPARTURE_DATE_MISSING = 'Veuillez saisir la date de sortie.';
export const MSG_RETURN_DATE_MISSING = 'Veuillez saisir la date de retour.';
export const MSG_RETURN_BEFORE_DEPARTURE =
  'La date de retour ne peut pas précéder la date de sortie.';
export const MSG_DEPARTURE_AFTER_RETURN = 'La date de sortie ne peut pas suivre la date de retour.';
export const MSG_DEPARTURE_IN_FUTURE =
  'La date de sortie ne peut pas être dans le futur : enregistrez la sortie le jour où le matériel part.';
export const MSG_RETURN_IN_FUTURE =
  'La date de retour ne peut pas être dans le futur : enregistrez le retour le jour où le matériel revient.';
export const MSG_QUANTITY_RETURNED_INVALID =
  'La quantité retournée doit être un nombre entier positif ou nul.';
export const MSG_RETURN_PRODUCTS_INVALID = 'Liste des produits retournés invalide.';
export const MSG_RETURN_PRODUCT_UNKNOWN = 'Ce produit ne figure pas sur le devis.';
export const MSG_RETURN_PRODUCT_TWICE = 'Un même produit ne peut figurer qu’une fois au retour.';
export const MSG_RETURN_TOO_MANY_LINES = `Un retour compte au plus ${MAX_DOCUMENT_LINES} produits.`;
export const MSG_NOT_DEPARTED = 'Le matériel de ce devis n’est pas marqué comme sorti.';
export const MSG_NOT_RETURNED = 'Aucun retour n’est enregistré pour ce devis.';
export const MSG_UNDO_DEPARTURE_RETURNED =
  'Le retour de ce devis est enregistré : annulez d’abord le retour.';

export const MSG_DEPARTURE_SAVED = 'Sortie enregistrée.';
export const MSG_DEPARTURE_UNDONE = 'Sortie annulée.';
export const MSG_RETURN_SAVED = 'Retour enregistré.';
export const MSG_RETURN_UNDONE = 'Retour annulé.';

export const quantityReturnedTooLarge = (name: string, out: number) =>
  `La quantité retournée de « ${name} » dépasse la quantité sortie (${out}).`;

/** Who recorded it: free text (the web fills in the signed-in user's name). */
export const MOVEMENT_BY_MAX = 200;
export const MOVEMENT_NOTE_MAX = 2000;

/** A day already come (in Brussels): a movement records what happened, not what is planned. */
const movementDate = (missing: string, future: string) =>
  z.preprocess(
    (value) => toBusinessDate(formValue(value)),
    z.string({ error: missing }).refine((day) => day <= todayIso(), future),
  );

const movementFields = (missingDate: string, futureDate: string) => ({
  date: movementDate(missingDate, futureDate),
  by: optionalText(MOVEMENT_BY_MAX, tooLongMessage(MOVEMENT_BY_MAX)),
  note: optionalText(MOVEMENT_NOTE_MAX, tooLongMessage(MOVEMENT_NOTE_MAX)),
});

/** The quote named by the path (`:id`). */
export const movementQuoteIdSchema = z.object({ id: requiredId(MSG_QUOTE_ID_MISSING) });

/** PUT /api/quote/departure/:id: { date, by, note }. */
export const departureSchema = z.preprocess(
  requestRecord,
  z.object(movementFields(MSG_DEPARTURE_DATE_MISSING, MSG_DEPARTURE_IN_FUTURE)),
);
export type DepartureFields = z.output<typeof departureSchema>;

const returnedLineSchema = z.object(
  {
    product_id: requiredId(MSG_RETURN_PRODUCT_UNKNOWN),
    quantity_returned: requiredWholeNumber(
      MSG_QUANTITY_RETURNED_INVALID,
      MSG_QUANTITY_RETURNED_INVALID,
    ),
  },
  MSG_RETURN_PRODUCTS_INVALID,
);

/**
 * PUT /api/quote/return/:id: { date, by, note, products: [{ product_id, quantity_returned }] }.
 * A product line of the quote left out of `products` came back whole.
 */
export const returnSchema = z.preprocess(
  requestRecord,
  z.object({
    ...movementFields(MSG_RETURN_DATE_MISSING, MSG_RETURN_IN_FUTURE),
    products: z
      .preprocess(
        (value) => value ?? [],
        boundedRows(MSG_RETURN_TOO_MANY_LINES, MSG_RETURN_PRODUCTS_INVALID).pipe(
          z.array(returnedLineSchema),
        ),
      )
      .refine(
        (lines) => new Set(lines.map((line) => line.product_id)).size === lines.length,
        MSG_RETURN_PRODUCT_TWICE,
      ),
  }),
);
export type ReturnFields = z.output<typeof returnSchema>;

/** Units out and not back: none before a return; out − returned after it. */
export function missingUnits(line: { quantity: number; quantity_returned: number | null }): number {
  return line.quantity_returned === null ? 0 : Math.max(line.quantity - line.quantity_returned, 0);
}
