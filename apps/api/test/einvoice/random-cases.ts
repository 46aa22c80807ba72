// Seeded random documents for the e-invoice matrix: who sells (BE or FR, subject to
// VAT or under the franchise), to whom (a company of either country or a private person), what
// (1–60 lines of products and services at every rate the two countries use, discounts some of
// which exceed their line and are ignored, rental coefficients), and with which texts (XML's
// special characters, quotes, emoji, texts longer than what receivers take). A case is a pure
// function of (seed, index): `EINVOICE_SEED` and `EINVOICE_CASE` replay one.
import { normalizeCompanyNumber, vatNumberFor, type Country } from '@app/shared/legal-identity';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { CatalogueLine } from './workspace.js';

export const SELLER_KINDS = [
  'BE VAT',
  'BE VAT Factur-X',
  'BE franchise',
  'FR VAT',
  'FR franchise',
] as const;
export type RandomSellerKind = (typeof SELLER_KINDS)[number];

/** Every VAT rate of Belgium (0, 6, 12, 21) and France (0, 5.5, 10, 20), on either side. */
export const RATES = [0, 5.5, 6, 10, 12, 20, 21] as const;

export type RandomSeller = { kind: RandomSellerKind; name: string; address: string; city: string };

export type RandomBuyer = {
  client_type: 'company' | 'person';
  country: Country;
  client_name: string;
  client_address: string;
  postal_code: string;
  city: string;
  client_email: string | null;
  enterprise_number: string | null;
  vat_number: string | null;
};

/** A random line is one of a seller's catalogue lines. */
export type RandomLine = CatalogueLine;

export type RandomCase = {
  index: number;
  seller: RandomSeller;
  buyer: RandomBuyer;
  /** A rental quote or a sale (products only, no discount, no coefficient). */
  source: 'quote' | 'sale';
  /** Sales and quotes: the document's own name or description. */
  title: string;
  lines: RandomLine[];
  /** The quote's day coefficient, or undefined: computed from its dates. */
  coefficient: number | undefined;
  from: string;
  until: string;
  /** A credit note of some lines (positions in the invoice, units of each), or none. */
  creditNote: { reason: string; lines: { position: number; fraction: number }[] } | null;
};

/** Characters and words that break naive XML, CSV or PDF writers, and the French a user types. */
const FRAGMENTS = [
  '&',
  '<',
  '>',
  '"',
  "'",
  '&amp;',
  '<b>',
  ']]>',
  '« »',
  '—',
  '€',
  'é',
  'ç',
  'Œ',
  'ß',
  'Ł',
  '日本',
  '🎪',
  '🎉',
  '👨‍👩‍👧',
  '\u00a0',
];
const WORDS = [
  'Tente',
  'Chapiteau',
  'Sono',
  'Enceinte',
  'Projecteur',
  'Barnum',
  'Livraison',
  'Montage',
  'Comité',
  'des',
  'fêtes',
  'L’Été',
  'Asbl',
  'rue',
  'du',
  'Marché',
  '12',
  'B',
  'Saint-Gilles',
];

/** The dice of one case: its own generator, seeded from the run's seed and the case's index. */
export class Dice {
  private readonly rng: RandomGenerator;

  constructor(seed: number, index: number) {
    this.rng = xoroshiro128plus((seed ^ Math.imul(index + 1, 0x9e3779b1)) | 0);
  }

  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  chance(probability: number): boolean {
    return this.int(0, 9_999) < probability * 10_000;
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(0, list.length - 1)]!;
  }

  digits(count: number): string {
    return Array.from({ length: count }, () => String(this.int(0, 9))).join('');
  }

  /**
   * A text of words and hostile fragments, at most `max` UTF-16 units (what the API counts)
   * and at least `min`, never cutting an emoji in two.
   */
  text(min: number, max: number): string {
    const target = this.int(min, max);
    let text = this.pick(WORDS);
    while (text.length < target) {
      const next = this.chance(0.35) ? this.pick(FRAGMENTS) : this.pick(WORDS);
      const piece = `${this.chance(0.7) ? ' ' : ''}${next}`;
      if (text.length + piece.length > max) {
        if (text.length >= min) break;
        text += 'x'.repeat(Math.min(target, max) - text.length);
        break;
      }
      text += piece;
    }
    return text;
  }

  /** A text of `min`–`max` units, or now and then one longer than the 300 receivers take. */
  freeText(min: number, max: number, long = 0.1): string {
    return this.chance(long) ? this.text(295, 320) : this.text(min, max);
  }
}

/** A valid BE enterprise number or FR SIREN: random digits until the check digits hold. */
function companyNumber(dice: Dice, country: Country): string {
  for (;;) {
    const candidate = country === 'BE' ? `${dice.int(0, 1)}${dice.digits(9)}` : dice.digits(9);
    const valid = normalizeCompanyNumber(country, candidate);
    if (valid !== null) return valid;
  }
}

function randomBuyer(dice: Dice): RandomBuyer {
  const country = dice.pick(['BE', 'FR'] as const);
  const postalCode = country === 'BE' ? String(dice.int(1000, 9999)) : dice.digits(5);
  const common = {
    country,
    client_name: dice.text(1, 200),
    client_address: dice.freeText(3, 80, 0.2),
    postal_code: postalCode,
    city: dice.text(1, 60),
  };
  if (dice.chance(0.3)) {
    return {
      ...common,
      client_type: 'person',
      client_email: `client.${dice.digits(6)}@exemple.${country.toLowerCase()}`,
      enterprise_number: null,
      vat_number: null,
    };
  }
  const number = companyNumber(dice, country);
  return {
    ...common,
    client_type: 'company',
    client_email: dice.chance(0.5)
      ? `compta.${dice.digits(6)}@societe.${country.toLowerCase()}`
      : null,
    enterprise_number: number,
    vat_number: dice.chance(0.8) ? vatNumberFor(country, number) : null,
  };
}

/** The most lines a generated document has (the matrix's named tests go up to 500). */
export const MAX_LINES = 60;

/**
 * Mostly short documents, as invoices are (a mean of about 12 lines), now and then long ones,
 * and every 100th case the longest.
 */
const lineCount = (dice: Dice, index: number) =>
  index % 100 === 7 ? MAX_LINES : 1 + Math.floor((MAX_LINES - 1) * (dice.int(0, 1000) / 1000) ** 4);

/** The most a line may amount to: 60 of them stay within what an invoice's total holds. */
const MAX_LINE_CENTS = 20_000_000;

function randomLine(dice: Dice, kind: RandomLine['kind'], coefficient: number): RandomLine {
  const quantity = dice.chance(0.05) ? dice.int(100, 999) : dice.int(1, 20);
  const most = Math.min(250_000, Math.floor(MAX_LINE_CENTS / quantity / Math.max(1, coefficient)));
  const priceCents = dice.chance(0.03) ? dice.pick([0, 1]) : dice.int(1, most);
  const gross = Math.round(priceCents * quantity * (kind === 'product' ? coefficient : 1));
  const discountCents = dice.chance(0.6)
    ? 0
    : dice.chance(0.8)
      ? dice.int(1, Math.max(1, gross))
      : gross + dice.int(1, 10_000);
  return {
    kind,
    name: dice.text(1, 200),
    description: kind === 'service' ? dice.freeText(1, 120, 0.3) : '',
    quantity,
    priceCents,
    rate: dice.pick(RATES),
    discountCents,
  };
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The case of this index in the run of this seed. */
export function randomCase(seed: number, index: number): RandomCase {
  const dice = new Dice(seed, index);
  const seller: RandomSeller = {
    kind: dice.pick(SELLER_KINDS),
    name: dice.text(1, 200),
    address: dice.freeText(3, 80, 0.2),
    city: dice.text(1, 60),
  };
  const buyer = randomBuyer(dice);
  const source = dice.chance(0.7) ? 'quote' : 'sale';
  const coefficient =
    source === 'quote' && dice.chance(0.5)
      ? dice.pick([0.5, 1, 1.25, 1.5, 2, 2.5, 3.75, 10.5, 99.99])
      : undefined;
  const from = addDays('2026-01-05', dice.int(0, 300));
  const until = addDays(from, dice.int(0, 14));
  const count = lineCount(dice, index);
  const lines = Array.from({ length: count }, () =>
    randomLine(
      dice,
      source === 'sale' || dice.chance(0.7) ? 'product' : 'service',
      coefficient ?? 1,
    ),
  );
  if (source === 'sale') for (const line of lines) line.discountCents = 0;
  const credited = dice.chance(0.1)
    ? lines.map((_, position) => ({ position, fraction: 1 }))
    : Array.from({ length: dice.int(1, Math.min(5, count)) }, () => ({
        position: dice.int(0, count - 1),
        fraction: dice.int(1, 100) / 100,
      }));
  return {
    index,
    seller,
    buyer,
    source,
    title: dice.text(1, 200),
    lines,
    coefficient,
    from,
    until,
    creditNote: dice.chance(0.4)
      ? {
          reason: dice.text(1, 500),
          lines: credited.filter(
            (line, i) => credited.findIndex((other) => other.position === line.position) === i,
          ),
        }
      : null,
  };
}

/** One line per case, for the report and for a failure's replay. */
export function describeCase(c: RandomCase): string {
  const kinds = c.lines.reduce((count, line) => ({ ...count, [line.kind]: count[line.kind] + 1 }), {
    product: 0,
    service: 0,
  });
  return [
    `case ${c.index}: ${c.seller.kind} → ${c.buyer.client_type} ${c.buyer.country}`,
    `${c.source}, ${c.lines.length} lines (${kinds.product} products, ${kinds.service} services)`,
    `rates ${[...new Set(c.lines.map((line) => line.rate))].join('/')}`,
    c.coefficient === undefined ? 'coefficient from the dates' : `coefficient ${c.coefficient}`,
    c.creditNote ? `credit note of ${c.creditNote.lines.length} lines` : 'no credit note',
  ].join(', ');
}
