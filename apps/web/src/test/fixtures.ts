import type { ProductDto, ServiceDto } from '@app/shared/catalogue';
import type { ClientDto } from '@app/shared/clients';
import type { EventDto } from '@app/shared/events';
import type {
  CreditNoteListItem,
  InvoiceDetailsResponse,
  InvoiceListItem,
} from '@app/shared/invoices';
import type { MemberDto, OrganizationDto } from '@app/shared/organization';
import type { PeppolStatusDto } from '@app/shared/peppol-transmissions';
import type { QuoteDetailsResponse, QuoteListItem } from '@app/shared/quotes';
import { PLAN_CATALOG, type GetPlansResponse, type PlanDto } from '@app/shared/plans';
import type { SaleDto } from '@app/shared/sales';
import type { Reply, TestServer } from './http-server';

/** A plan of the catalogue as GET /api/stripe/getPlans lists it (local billing). */
function listedPlan(entry: (typeof PLAN_CATALOG)[number], plan_id: number): PlanDto {
  const { prix_cents, position: _position, ...fields } = entry;
  return { plan_id, ...fields, prix: prix_cents / 100 };
}

/** A plan as GET /api/stripe/getPlans lists it; the defaults are those of the local Essentiel. */
export function plan(plan_id: number, nom: string, overrides: Partial<PlanDto> = {}): PlanDto {
  return {
    ...listedPlan(PLAN_CATALOG[0], plan_id),
    price_id: `local_${nom.toLowerCase()}`,
    nom,
    ...overrides,
  };
}

/** The Essentiel and Pro plans of the catalogue. */
export const PLANS: GetPlansResponse = {
  billing_mode: 'local',
  plans: [listedPlan(PLAN_CATALOG[0], 1), listedPlan(PLAN_CATALOG[1], 2)],
};

export function members(count: number): MemberDto[] {
  return Array.from({ length: count }, (_, index) => ({
    user_id: index + 1,
    name: `Membre ${index + 1}`,
    email: `membre${index + 1}@exemple.be`,
    role: index === 0 ? 'owner' : 'member',
  }));
}

/** Les Amis du Rail's fields as the Informations form holds and sends them (updateOrganization). */
export function organizationFields() {
  return {
    organization_name: 'Les Amis du Rail',
    address: 'Rue de la Gare 1',
    phone: '+32-471234567',
    email: 'contact@amisdurail.be',
    vat_number: 'BE0403170701',
    bank_account: 'BE68539007547034',
    is_vat_subject: true,
    country: 'BE' as const,
    enterprise_number: '0403170701',
    siret: null,
    postal_code: '1000',
    city: 'Bruxelles',
    bic: null,
    payment_terms_days: 30,
    facturx_pdf: false,
    legal_form: null,
    registry: null,
    share_capital: null,
    quote_validity_days: 30,
  } satisfies Partial<OrganizationDto>;
}

export function organization(overrides: Partial<OrganizationDto> = {}): OrganizationDto {
  return {
    organization_id: 7,
    ...organizationFields(),
    missing_identity: [],
    logo_image: null,
    background_image: null,
    terms: 'Paiement à 30 jours.',
    plan: { nom: 'Pro' },
    subscription_status: 'active',
    users: members(1),
    ...overrides,
  };
}

export function product(
  product_id: number,
  name: string,
  overrides: Partial<ProductDto> = {},
): ProductDto {
  return {
    product_id,
    name,
    price: 45.5,
    category_id: 1,
    subCategory_id: null,
    stock: 4,
    image: null,
    tva_rate: 21,
    discount: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function service(
  service_id: number,
  name: string,
  overrides: Partial<ServiceDto> = {},
): ServiceDto {
  return {
    service_id,
    name,
    description: `${name} en Wallonie`,
    price: 60,
    duration: null,
    tva_rate: 21,
    discount: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An event as the events' list answers it; the defaults are those of the Brocante de printemps. */
export function event(event_id: number, name: string, overrides: Partial<EventDto> = {}): EventDto {
  return {
    event_id,
    name,
    location: 'Namur',
    date: '2026-04-12',
    start_at: '08:00',
    end_at: '18:00',
    link: null,
    picture: null,
    picture_name: null,
    ...overrides,
  };
}

export function client(
  client_id: number,
  client_name: string,
  overrides: Partial<ClientDto> = {},
): ClientDto {
  return {
    client_id,
    client_name,
    client_email: null,
    client_address: null,
    client_phone: null,
    bank_account: null,
    vat_number: null,
    client_type: 'company',
    country: 'BE',
    enterprise_number: null,
    postal_code: null,
    city: null,
    ...overrides,
  };
}

/** VEN-2026-0001: two tents for the Comité des fêtes, not invoiced. */
export function sale(overrides: Partial<SaleDto> = {}): SaleDto {
  return {
    sale_id: 1,
    formatted_sale_id: 'VEN-2026-0001',
    name: 'Buvette du carnaval',
    recorded_date: '2026-02-14',
    total_price: 110.11,
    file_path: null,
    organization_id: 7,
    tva_rate: 21,
    client: { client_id: 5, client_name: 'Comité des fêtes' },
    payment_method: null,
    invoice_id: null,
    invoice_status: null,
    products: [
      {
        row_id: 10,
        product: { product_id: 1, name: 'Tente 3x3', stock: 4 },
        quantity: 2,
        unit_price: 45.5,
        tva_rate: 21,
      },
    ],
    ...overrides,
  };
}

/** POST /api/invoice/createInvoice's answer: FAC-2026-0050 made from a quote or a sale. */
export const INVOICE_CREATED: Reply = {
  status: 201,
  body: {
    message: 'Facture créée avec succès',
    invoice: { invoice_id: 50, formatted_invoice_id: 'FAC-2026-0050' },
  },
};

/**
 * An invoice's details as the server holds them around a sending over Peppol: `before` until
 * POST /api/invoice/sendPeppol, which answers the document queued as `transmissionId`, then
 * `after`, given that queued status.
 */
export function serveDetailsUntilSent<Details>(
  server: TestServer,
  before: Details,
  after: (queued: PeppolStatusDto) => Details,
  transmissionId: number,
) {
  let details = before;
  server.route('GET /api/invoice/getInvoiceDetails', () => ({ body: details }));
  server.route('POST /api/invoice/sendPeppol', () => {
    details = after({ transmission_id: transmissionId, status: 'queued', reason: null });
    return peppolQueued(transmissionId);
  });
}

/** POST /api/invoice/sendPeppol's answer (202): the document queued as `transmissionId`. */
const peppolQueued = (transmissionId: number): Reply => ({
  status: 202,
  body: {
    message: 'Le document est en file d’envoi via Peppol.',
    transmission: {
      transmission_id: transmissionId,
      status: 'queued',
      reason: null,
      receiver: '0208:0403170701',
      provider: 'demo',
    },
  },
});

/** POST /api/quote/createQuote's answer: DEV-2026-0009 saved. */
export const QUOTE_CREATED: Reply = {
  status: 201,
  body: {
    message: 'Devis créé avec succès',
    quote: { quote_id: 9, formatted_quote_id: 'DEV-2026-0009' },
  },
};

/** PROV-1: the pending invoice of quote 10 for the Comité des fêtes, nothing paid. */
export function invoiceListItem(overrides: Partial<InvoiceListItem> = {}): InvoiceListItem {
  return {
    invoice_id: 1,
    formatted_invoice_id: 'PROV-1',
    quote_id: 10,
    sale_id: null,
    type: 'Location',
    client: { client_id: 1, client_name: 'Comité des fêtes', client_type: 'company' },
    issue_date: '2026-03-14',
    due_date: '2026-04-13',
    payment_reference: null,
    total_amount: 225.67,
    status: 'Pending',
    quote: { discount: 10 },
    amount_paid: 0,
    amount_credited: 0,
    amount_refunded: 0,
    amount_due: 225.67,
    amount_to_refund: 0,
    payment_status: 'unpaid',
    last_sent_at: null,
    peppol: null,
    ...overrides,
  };
}

/** FAC-2026-0001 (invoice 3) as its page reads it: validated, nothing paid nor credited. */
export function validatedInvoiceDetails(
  overrides: Partial<InvoiceDetailsResponse['invoice']> = {},
): InvoiceDetailsResponse {
  const validated = { formatted_invoice_id: 'FAC-2026-0001', status: 'Validated' } as const;
  return {
    invoice: {
      ...invoiceListItem({ invoice_id: 3, ...validated }),
      lines: [],
      vat_lines: [],
      total_excl_vat: 186.5,
      total_vat: 39.17,
      payments: [],
      refunds: [],
      credit_notes: [],
      ...overrides,
    },
  };
}

/** NC-2026-0001: the credit note of FAC-2026-0001 (Brasserie du Coin), never sent. */
export function creditNoteListItem(
  overrides: Partial<CreditNoteListItem> = {},
): CreditNoteListItem {
  return {
    credit_note_id: 7,
    formatted_credit_note_id: 'NC-2026-0001',
    invoice_id: 3,
    formatted_invoice_id: 'FAC-2026-0001',
    type: 'Avoir',
    client: { client_id: 3, client_name: 'Brasserie du Coin', client_type: 'company' },
    issue_date: '2026-02-05',
    reason: 'Une tente abîmée',
    total_amount: -121,
    last_sent_at: null,
    peppol: null,
    ...overrides,
  };
}

/** DEV-2026-0001: the pending quote of the Comité des fêtes for the Brocante de printemps. */
export function quoteListItem(overrides: Partial<QuoteListItem> = {}): QuoteListItem {
  return {
    quote_id: 1,
    formatted_quote_id: 'DEV-2026-0001',
    client_id: 5,
    client: { client_id: 5, client_name: 'Comité des fêtes' },
    total_price: 225.67,
    status: 'Pending',
    user_decision: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    valid_until: null,
    rent_date: '2026-04-12',
    reserved_from: '2026-04-12',
    reserved_until: '2026-04-14',
    coefficient: 1.25,
    description: '',
    discount: 10,
    overbooked: false,
    event: { event_id: 7, name: 'Brocante de printemps' },
    invoice_id: null,
    invoice_status: null,
    last_sent_at: null,
    departed_on: null,
    departed_by: null,
    departure_note: null,
    returned_on: null,
    returned_by: null,
    return_note: null,
    missing: 0,
    overdue: false,
    ...overrides,
  };
}

/** The client of a quote's details, as GET /api/quote/getQuoteDetails names it. */
export const QUOTE_DETAILS_CLIENT: QuoteDetailsResponse['client'] = {
  client_id: 5,
  client_name: 'Comité des fêtes',
  client_email: null,
  client_address: null,
  vat_number: null,
};
