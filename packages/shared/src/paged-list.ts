// The paged answer of a list that can grow: a list call given `page` in its query
// string answers one page `{ items, total, page, page_size }`, sorted on one of its visible
// columns, searched and limited to a period; without `page` it answers the spec's full list.
import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { formValue } from './form-values.js';

export const PAGE_SIZE_MAX = 200;
export const PAGE_SIZE_DEFAULT = 50;
export const SEARCH_MAX = 200;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const MSG_PAGE_INVALID = 'Numéro de page invalide : un nombre entier à partir de 1.';
export const MSG_PAGE_SIZE_INVALID = `Taille de page invalide : un nombre entier de 1 à ${PAGE_SIZE_MAX}.`;
export const MSG_SORT_INVALID = 'Tri invalide : choisissez une des colonnes de la liste.';
export const MSG_ORDER_INVALID = 'Ordre de tri invalide : choisissez asc ou desc.';
export const MSG_SEARCH_TOO_LONG = `La recherche ne peut dépasser ${SEARCH_MAX} caractères.`;
export const MSG_CURSOR_INVALID = 'Position de page invalide : rechargez la liste.';
/** A cursor's length at most (base64url of a row's sort values, a long name included). */
export const CURSOR_MAX = 4096;
export const MSG_PERIOD_INVALID =
  'Veuillez choisir une période valide : des dates AAAA-MM-JJ, la date de début avant la date de fin.';

/** One page of a list: `total` counts every row that matches, over all pages. */
export interface Paged<Item> {
  items: Item[];
  total: number;
  page: number;
  page_size: number;
  /**
   * Opaque positions of the page's first and last rows, answered when the query asks `cursors`
   * (a list read by keyset): the next page is asked `after` the last, the previous `before` the
   * first.
   */
  first?: string;
  last?: string;
}

/** The zod schema of a page of `item`s, for the documents generated from the contract. */
export const pagedSchema = (item: z.ZodType) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    first: z.string().optional(),
    last: z.string().optional(),
  });

/** What a paged list call reads from its query string. */
export interface PageQuery<Sort extends string> {
  page: number;
  page_size: number;
  sort: Sort;
  order: SortOrder;
  /** Trimmed, undefined when empty. */
  q: string | undefined;
  /** Inclusive calendar dates (YYYY-MM-DD); undefined is open-ended. */
  from: string | undefined;
  until: string | undefined;
  /** The page follows (`after`) or precedes (`before`) the row of this cursor; at most one. */
  after?: string | undefined;
  before?: string | undefined;
  /** The answer carries its first and last rows' cursors (`cursors=1`). */
  cursors?: boolean | undefined;
}

/** A query string's text value (a repeated parameter is an array: not a value). */
const text = <T extends z.ZodType>(schema: T) => z.preprocess(formValue, schema);

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

const calendarDate = z
  .string()
  .refine(
    (date) => isIsoDate(date) && date >= '1900-01-01' && date <= '2999-12-31',
    MSG_PERIOD_INVALID,
  );

/** A cursor as the answer wrote it: base64url, not empty, bounded. */
const cursor = z
  .string({ error: MSG_CURSOR_INVALID })
  .regex(/^[\w-]+$/, MSG_CURSOR_INVALID)
  .max(CURSOR_MAX, MSG_CURSOR_INVALID);

/**
 * The query of a paged list sorted on one of `sorts` (the keys of its visible columns),
 * `defaultSort` first, `defaultOrder` unless `order` says. Every message is French; a parameter
 * not filled takes its default.
 */
export function pagedQuery<const Sort extends string>(
  sorts: readonly [Sort, ...Sort[]],
  defaultSort: NoInfer<Sort>,
  defaultOrder: SortOrder = 'desc',
) {
  return z
    .object({
      page: text(z.string({ error: MSG_PAGE_INVALID }).pipe(wholeNumber(MSG_PAGE_INVALID, 1, 1e9))),
      page_size: text(wholeNumber(MSG_PAGE_SIZE_INVALID, 1, PAGE_SIZE_MAX).optional()).transform(
        (size) => size ?? PAGE_SIZE_DEFAULT,
      ),
      sort: text(z.enum(sorts, { error: MSG_SORT_INVALID }).optional()),
      order: text(z.enum(SORT_ORDERS, { error: MSG_ORDER_INVALID }).optional()),
      q: text(z.string().max(SEARCH_MAX, MSG_SEARCH_TOO_LONG).optional()),
      from: text(calendarDate.optional()),
      until: text(calendarDate.optional()),
      after: text(cursor.optional()),
      before: text(cursor.optional()),
      cursors: text(z.literal('1', { error: MSG_CURSOR_INVALID }).optional()),
    })
    .transform((query, ctx): PageQuery<Sort> => {
      if (query.from && query.until && query.from > query.until) {
        ctx.addIssue({ code: 'custom', message: MSG_PERIOD_INVALID, path: ['until'] });
        return z.NEVER;
      }
      if (query.after !== undefined && query.before !== undefined) {
        ctx.addIssue({ code: 'custom', message: MSG_CURSOR_INVALID, path: ['before'] });
        return z.NEVER;
      }
      return {
        page: query.page,
        page_size: query.page_size,
        sort: query.sort ?? defaultSort,
        order: query.order ?? (query.sort ? 'asc' : defaultOrder),
        q: query.q,
        from: query.from,
        until: query.until,
        after: query.after,
        before: query.before,
        cursors: query.cursors === undefined ? undefined : true,
      };
    });
}

/** The query string of a paged list call (what the web sends). */
export function pageSearchParams<Sort extends string>(
  query: Partial<PageQuery<Sort>> & { page: number },
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // A flag is sent as `1` when set, not at all otherwise.
    if (value === true) params.set(key, '1');
    else if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  return params;
}
