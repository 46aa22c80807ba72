import { unzipSync } from 'fflate';
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { signedInMember, type Member } from './support/factories.js';
import { binary, PDF, PNG } from './support/http.js';

const ctx = useTestContext();

// Only the signature counts for the type check; the rest is repetitive on purpose, so deflating
// it would visibly shrink it.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x41)]);
const SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`,
);

// Larger than a slice of the read (32 KB): it comes back in several pieces.
const LARGE_PDF = Buffer.concat([PDF, randomBytes(100_000)]);

const STORED = 0;
const DEFLATED = 8;

const addExpense = (m: Member, product_name: string, file: { bytes: Buffer; name: string }) =>
  m.api.postForm(
    '/api/accounting/addExpense',
    {
      product_name,
      price: '12',
      recorded_date: '2026-04-02',
      payment_method: 'Virement',
      user_id: '-1',
      expense_id: '-1',
    },
    file,
  );

const addRevenue = (m: Member, product_name: string, file: { bytes: Buffer; name: string }) =>
  m.api.postForm(
    '/api/accounting/revenue/addRevenue',
    { product_name, unit_price: '5', recorded_date: '2026-04-03' },
    file,
  );

/** The zip's entries with the method its central directory gives each, and their bytes. */
function readZip(body: Buffer) {
  const methods: Record<string, number> = {};
  const files = unzipSync(new Uint8Array(body), {
    filter: (entry) => {
      methods[entry.name] = entry.compression;
      return true;
    },
  });
  const bytes = (name: string) => Buffer.from(files[name] ?? []);
  return { methods, bytes };
}

/** The member's export of the period: a 200, and its zip read. */
async function exportedZip(m: Member, startDate: string, endDate: string) {
  const res = await binary(
    m.api.post('/api/accounting/exportAccounting').send({ startDate, endDate }),
  );
  expect(res.status).toBe(200);
  return readZip(res.body as Buffer);
}

describe('POST /api/accounting/exportAccounting, receipts', () => {
  test('stores already-compressed receipts as they are and deflates the others', async () => {
    const m = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    const jpeg = await addExpense(m, 'Photo ticket', { bytes: JPEG, name: 'ticket.jpg' });
    const pdf = await addExpense(m, 'Facture', { bytes: LARGE_PDF, name: 'facture.pdf' });
    const svg = await addRevenue(m, 'Plan', { bytes: SVG, name: 'plan.svg' });
    const png = await addRevenue(m, 'Caisse', { bytes: PNG, name: 'caisse.png' });
    // Another organization's receipt in the same period stays out of the zip.
    await addExpense(other, 'Voisin', { bytes: PDF, name: 'voisin.pdf' });

    const { methods, bytes } = await exportedZip(m, '2026-04-01', '2026-04-30');

    const jpegPath = `justificatifs/depenses/2026-04-02_Photo-ticket_${jpeg.body.expense.expense_id}.jpg`;
    const pdfPath = `justificatifs/depenses/2026-04-02_Facture_${pdf.body.expense.expense_id}.pdf`;
    const svgPath = `justificatifs/rentrees/2026-04-03_Plan_${svg.body.revenue.revenue_id}.svg`;
    const pngPath = `justificatifs/rentrees/2026-04-03_Caisse_${png.body.revenue.revenue_id}.png`;
    expect(methods).toEqual({
      'depenses.csv': DEFLATED,
      'rentrees.csv': DEFLATED,
      [jpegPath]: STORED,
      [pdfPath]: STORED,
      [svgPath]: DEFLATED,
      [pngPath]: STORED,
    });
    expect(bytes(jpegPath)).toEqual(JPEG);
    expect(bytes(pdfPath)).toEqual(LARGE_PDF);
    expect(bytes(svgPath)).toEqual(SVG);
    expect(bytes(pngPath)).toEqual(PNG);
    expect(bytes('depenses.csv').toString('utf8')).not.toContain('Voisin');
  });

  test('an empty period gives both CSVs with their header only', async () => {
    const m = await signedInMember(ctx);
    const { methods, bytes } = await exportedZip(m, '2020-01-01', '2020-12-31');
    expect(Object.keys(methods).sort()).toEqual(['depenses.csv', 'rentrees.csv']);
    expect(bytes('depenses.csv').toString('utf8')).toBe(
      '\uFEFFDate;Nom;Prix;Payé par;Moyen de paiement;Événement;Justificatif\r\n',
    );
  });

  test('one export at a time per organization, but the next one may start as soon as a zip is received', async () => {
    const m = await signedInMember(ctx);
    // The organization's export lock is given back before the zip's last bytes go out.
    for (let i = 0; i < 20; i++) {
      const res = await binary(
        m.api.post('/api/accounting/exportAccounting').send({
          startDate: '2020-01-01',
          endDate: '2020-12-31',
        }),
      );
      expect(res.status).toBe(200);
      const organization = await binary(m.api.get('/api/organization/export'));
      expect(organization.status).toBe(200);
    }
  });
});
