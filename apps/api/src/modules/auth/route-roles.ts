// Who may call what: every route that needs an organization, with the minimal role
// it takes and the French phrase of its refusal ("Votre rôle (Lecteur) ne permet pas de …").
// The guards read it (role-guard.ts); test/roles.test.ts walks every registered route against it,
// so a route added without a decision here fails the suite. The groups are in docs/decisions.md.
import { DECLARED_ENDPOINTS, routeKey } from '@app/shared/endpoints';
import type { Role } from '@app/shared/roles';

export type RouteRule = readonly [minimal: Role, action: string];

const read = (action: string): RouteRule => ['viewer', action];
const work = (action: string): RouteRule => ['member', action];

/** The rules of the endpoints declared in @app/shared (their `access`). */
const DECLARED_RULES: Record<string, RouteRule> = Object.fromEntries(
  DECLARED_ENDPOINTS.flatMap((endpoint) =>
    endpoint.access.kind === 'role'
      ? [[routeKey(endpoint), [endpoint.access.role, endpoint.access.action] as const]]
      : [],
  ),
);

/**
 * Keys are 'METHOD /path' exactly as Express registers them (test/support/routes.ts): the declared
 * endpoints' rules, then the routes not declared yet.
 */
export const ROUTE_ROLES: Readonly<Record<string, RouteRule>> = {
  ...DECLARED_RULES,
  // A quote's e-mail (the rest of the quotes is declared in @app/shared/quotes-endpoints).
  'GET /api/quote/getQuoteEmailDraft': read('consulter les devis'),
  'POST /api/quote/sendQuoteEmail': work('envoyer un devis par email'),

  // Invoices, credit notes, payments and refunds. validateInvoice is a GET that writes.
  'GET /api/invoice/getInvoiceList': read('consulter les factures'),
  'GET /api/invoice/getInvoiceDetails': read('consulter les factures'),
  'GET /api/invoice/getInvoicePdf': read('télécharger une facture'),
  'GET /api/invoice/getInvoiceUbl': read('télécharger une facture électronique'),
  'GET /api/invoice/getInvoiceCii': read('télécharger une facture électronique'),
  'GET /api/invoice/getCreditNotePdf': read('télécharger une note de crédit'),
  'GET /api/invoice/getCreditNoteUbl': read('télécharger une note de crédit électronique'),
  'GET /api/invoice/getInvoiceEmailDraft': read('consulter les factures'),
  'GET /api/invoice/getCreditNoteEmailDraft': read('consulter les notes de crédit'),
  'POST /api/invoice/createInvoice': work('créer une facture'),
  'GET /api/invoice/validateInvoice': work('valider une facture'),
  'POST /api/invoice/createCreditNote': work('émettre une note de crédit'),
  'POST /api/invoice/addPayment': work('enregistrer un paiement'),
  'DELETE /api/invoice/deletePayment': work('supprimer un paiement'),
  'POST /api/invoice/addRefund': work('enregistrer un remboursement'),
  'POST /api/invoice/sendInvoiceEmail': work('envoyer une facture par email'),
  'POST /api/invoice/sendCreditNoteEmail': work('envoyer une note de crédit par email'),
};

/**
 * The routes that need no organization, hence no role: anonymous calls, the account's own
 * settings, and what a person without organization does (create one, ask to join, answer an
 * invitation). The guards give them no role check; the walk checks the two lists cover every route.
 */
export const ROUTES_WITHOUT_ORGANIZATION: readonly string[] = DECLARED_ENDPOINTS.filter(
  (endpoint) => endpoint.access.kind !== 'role',
).map(routeKey);
