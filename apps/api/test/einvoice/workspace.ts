// An organization that issues e-invoices, built for tests: its legal identity, a client, a
// catalogue, and invoices made the way a user makes them (quote → invoice → validation → credit
// note) through the real API on a real database.
import type { TestContext } from '../support/app.js';
import { createOrganization, createUser } from '../support/factories.js';
import { withSession } from '../support/http.js';
import { FRENCH_ORGANIZATION } from '../support/quoted-workspace.js';
import { signIn } from '../support/session.js';

export type SellerKind = 'BE VAT' | 'BE VAT Factur-X' | 'BE franchise' | 'FR VAT' | 'FR franchise';
export type BuyerKind = 'BE company' | 'FR company' | 'NL company' | 'LU company' | 'person';

const FRENCH_SELLER = { ...FRENCH_ORGANIZATION, bic: 'PSSTFRPPPAR' } as const;

const SELLERS = {
  'BE VAT': { country: 'BE', is_vat_subject: true, vat_number: 'BE0123456749' },
  'BE VAT Factur-X': {
    country: 'BE',
    is_vat_subject: true,
    vat_number: 'BE0123456749',
    facturx_pdf: true,
  },
  'BE franchise': { country: 'BE', is_vat_subject: false, vat_number: null },
  'FR VAT': { ...FRENCH_SELLER, is_vat_subject: true, vat_number: 'FR44732829320' },
  'FR franchise': { ...FRENCH_SELLER, is_vat_subject: false, vat_number: null },
} as const satisfies Record<SellerKind, object>;

const BUYERS = {
  'BE company': {
    client_type: 'company',
    country: 'BE',
    client_address: 'Place communale 1',
    postal_code: '1300',
    city: 'Wavre',
    enterprise_number: '0403170701',
    vat_number: 'BE0403170701',
  },
  'FR company': {
    client_type: 'company',
    country: 'FR',
    client_address: '2 avenue Foch',
    postal_code: '69006',
    city: 'Lyon',
    enterprise_number: '552100554',
    vat_number: 'FR40552100554',
  },
  // Another member state: the KvK number has its Peppol scheme (0106); a Luxembourg company is
  // addressed by its email.
  'NL company': {
    client_type: 'company',
    country: 'NL',
    client_address: 'Keizersgracht 100',
    postal_code: '1015 AA',
    city: 'Amsterdam',
    enterprise_number: '12345678',
    vat_number: 'NL123456789B01',
  },
  'LU company': {
    client_type: 'company',
    country: 'LU',
    client_address: '2 rue du Marché-aux-Herbes',
    postal_code: 'L-1728',
    city: 'Luxembourg',
    client_email: 'factures@exemple.lu',
    enterprise_number: null,
    vat_number: 'LU12345678',
  },
  person: {
    client_type: 'person',
    country: 'BE',
    client_address: 'Rue des Lilas 3',
    postal_code: '5000',
    city: 'Namur',
    client_email: 'marie.dupont@example.be',
    enterprise_number: null,
    vat_number: null,
  },
} as const;

export type QuoteShape = {
  /** Product lines (a rental product each), services come on top. */
  products: number;
  services: number;
  /** VAT rates used in turn on the lines. */
  rates: number[];
  /** Day coefficient of the rental; null: computed from the dates. */
  coefficient?: number;
  /** A discount in euros on the first product line. */
  discount?: number;
};

/** A line of a seller's catalogue, priced and taxed as its quote or sale line will be. */
export type CatalogueLine = {
  kind: 'product' | 'service';
  name: string;
  /** Services only (products have none). */
  description: string;
  quantity: number;
  priceCents: number;
  rate: number;
  /** Quotes only; may exceed the line's gross amount, and is then ignored. */
  discountCents: number;
};

/**
 * A member of a fresh organization of `seller` kind, signed in, optionally under another name and
 * address; `catalogue` stocks products and services for the given lines and answers them as a
 * quote's lines.
 */
export async function sellerWorkspace(
  ctx: TestContext,
  seller: { kind: SellerKind; name?: string; address?: string; city?: string },
) {
  const organization = await createOrganization(ctx.db, {
    organization_name: seller.name ?? `Les Amis du Son ${seller.kind}`,
  });
  const orgId = organization.organization_id;
  await ctx.db.organization.update({
    where: { organization_id: orgId },
    data: {
      bic: 'GEBABEBB',
      ...SELLERS[seller.kind],
      ...(seller.address ? { address: seller.address } : {}),
      ...(seller.city ? { city: seller.city } : {}),
    },
  });
  const user = await createUser(ctx.db, { organization_id: orgId });
  const api = withSession(ctx.app, await signIn(ctx.app, user));
  const category = await ctx.db.category.create({ data: { organization_id: orgId, name: 'Son' } });

  async function catalogue(lines: CatalogueLine[]) {
    const products = lines.filter((line) => line.kind === 'product');
    const services = lines.filter((line) => line.kind === 'service');
    const productRows = await ctx.db.product.createManyAndReturn({
      data: products.map((line) => ({
        organization_id: orgId,
        name: line.name,
        price_cents: line.priceCents,
        category_id: category.category_id,
        stock: 1_000_000,
      })),
      select: { product_id: true },
    });
    const serviceRows = await ctx.db.service.createManyAndReturn({
      data: services.map((line) => ({
        organization_id: orgId,
        name: line.name,
        description: line.description || '-',
        price_cents: line.priceCents,
      })),
      select: { service_id: true },
    });
    const values = (line: CatalogueLine) => ({
      quantity: line.quantity,
      price: line.priceCents / 100,
      tva_rate: line.rate,
      discount: line.discountCents / 100,
    });
    return {
      products: products.map((line, i) => ({
        product_id: productRows[i]!.product_id,
        ...values(line),
      })),
      services: services.map((line, i) => ({
        service_id: serviceRows[i]!.service_id,
        ...values(line),
      })),
    };
  }

  return { orgId, api, category, catalogue };
}

/** A member of a fresh organization of `seller` kind with a client of `buyer` kind. */
export async function einvoiceWorkspace(ctx: TestContext, seller: SellerKind, buyer: BuyerKind) {
  const { orgId, api, catalogue } = await sellerWorkspace(ctx, { kind: seller });
  const client = await ctx.db.client.create({
    data: { organization_id: orgId, client_name: `Client ${buyer}`, ...BUYERS[buyer] },
  });

  async function quote(shape: QuoteShape) {
    const rate = (i: number) => shape.rates[i % shape.rates.length]!;
    const lines: CatalogueLine[] = [
      ...Array.from({ length: shape.products }, (_, i) => ({
        kind: 'product' as const,
        name: `Enceinte ${i + 1}`,
        description: '',
        quantity: 1 + (i % 3),
        priceCents: 1999 + i * 7,
        rate: rate(i),
        discountCents: i === 0 ? Math.round((shape.discount ?? 0) * 100) : 0,
      })),
      ...Array.from({ length: shape.services }, (_, i) => ({
        kind: 'service' as const,
        name: `Livraison ${i + 1}`,
        description: 'Sur place',
        quantity: 1,
        priceCents: 6000,
        rate: rate(i + 1),
        discountCents: 0,
      })),
    ];
    const { products, services } = await catalogue(lines);
    const res = await api.post('/api/quote/createQuote').send({
      client_id: client.client_id,
      products,
      services,
      rent_date: '2026-06-12',
      reserved_from: '2026-06-12',
      reserved_until: '2026-06-14',
      ...(shape.coefficient === undefined ? {} : { coefficient: shape.coefficient }),
    });
    if (res.status !== 201)
      throw new Error(`createQuote: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.quote.quote_id as number;
  }

  /** A validated invoice of a quote of `shape`. */
  async function validatedInvoice(shape: QuoteShape) {
    const quoteId = await quote(shape);
    const created = await api.post(`/api/invoice/createInvoice?quote_id=${quoteId}`);
    if (created.status !== 201) throw new Error(`createInvoice: ${created.status}`);
    const id = created.body.invoice.invoice_id as number;
    const validated = await api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
    if (validated.status !== 200) {
      throw new Error(`validateInvoice: ${validated.status} ${JSON.stringify(validated.body)}`);
    }
    return { id, number: validated.body.invoice.formatted_invoice_id as string };
  }

  /** A pending invoice (never validated). */
  async function pendingInvoice(shape: QuoteShape) {
    const quoteId = await quote(shape);
    const created = await api.post(`/api/invoice/createInvoice?quote_id=${quoteId}`);
    return created.body.invoice.invoice_id as number;
  }

  /** A credit note of one unit of the invoice's first line. */
  async function partialCreditNote(invoiceId: number) {
    const details = await api.get(`/api/invoice/getInvoiceDetails?invoice_id=${invoiceId}`);
    const line = details.body.invoice.lines[0] as { invoice_line_id: number };
    const res = await api.post(`/api/invoice/createCreditNote?invoice_id=${invoiceId}`).send({
      reason: 'Une enceinte rendue',
      lines: [{ invoice_line_id: line.invoice_line_id, quantity: 1 }],
    });
    if (res.status !== 201)
      throw new Error(`createCreditNote: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.credit_note.credit_note_id as number;
  }

  return { orgId, api, validatedInvoice, pendingInvoice, partialCreditNote };
}
