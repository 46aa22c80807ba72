// The ids the invoice routes read (invoices.ts); the credit note and payment bodies are tested in
// invoices.test.ts.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  creditNoteIdSchema,
  invoiceIdSchema,
  invoiceSourceSchema,
  MSG_CREDIT_NOTE_ID_MISSING,
  MSG_INVOICE_ID_MISSING,
  MSG_INVOICE_SOURCE_MISSING,
} from './invoices.js';
import { MSG_PAYMENT_ID_MISSING, paymentIdSchema } from './payments.js';

/** The value a schema gives, or the message of its first issue. */
function read(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? { value: parsed.data } : { message: parsed.error.issues[0]?.message };
}

describe('invoiceSourceSchema', () => {
  test.each<[Record<string, unknown>, unknown]>([
    [{ quote_id: '12' }, { quote_id: 12 }],
    [{ sale_id: 4 }, { sale_id: 4 }],
    [{ quote_id: '-1', sale_id: '4' }, { sale_id: 4 }],
    [{ quote_id: '7', sale_id: '' }, { quote_id: 7 }],
  ])('%j is read', (query, value) => {
    expect(read(invoiceSourceSchema, query)).toEqual({ value });
  });

  test.each<Record<string, unknown>>([
    {},
    { quote_id: '-1', sale_id: '-1' },
    { quote_id: '1', sale_id: '2' },
    { quote_id: 'abc' },
    { quote_id: '3', sale_id: '1e308' },
    { sale_id: '0' },
  ])('%j is refused with one message', (query) => {
    expect(read(invoiceSourceSchema, query)).toEqual({ message: MSG_INVOICE_SOURCE_MISSING });
  });
});

describe('ids of invoices, credit notes and payments', () => {
  test.each<[string, z.ZodType, string]>([
    ['invoice_id', invoiceIdSchema, MSG_INVOICE_ID_MISSING],
    ['credit_note_id', creditNoteIdSchema, MSG_CREDIT_NOTE_ID_MISSING],
    ['payment_id', paymentIdSchema, MSG_PAYMENT_ID_MISSING],
  ])(
    '%s: a query string or a JSON number; missing, -1 or malformed is refused',
    (field, schema, message) => {
      expect(read(schema, { [field]: '15' })).toEqual({ value: { [field]: 15 } });
      expect(read(schema, { [field]: 15 })).toEqual({ value: { [field]: 15 } });
      for (const wrong of [undefined, '', '-1', 'abc', '2147483648', ['1', '2']]) {
        expect(read(schema, { [field]: wrong })).toEqual({ message });
      }
    },
  );
});
