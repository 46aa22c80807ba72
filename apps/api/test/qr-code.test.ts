import { epcQrPayload } from '@app/shared/epc-qr';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { qrPng } from '../src/modules/documents/qr-code.js';

function decode(png: Buffer) {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
}

describe('[documents] qrPng', () => {
  test.each([
    {
      name: 'Belgian invoice with a structured communication',
      payload: epcQrPayload({
        bic: 'GKCCBEBB',
        name: 'Les Amis du Parc asbl',
        iban: 'BE68539007547034',
        amountCents: 12_345,
        reference: '+++202/4000/00138+++',
      }),
    },
    {
      name: 'French invoice, accented name and free text',
      payload: epcQrPayload({
        name: 'Association Élan — Théâtre',
        iban: 'FR1420041010050500013M02606',
        amountCents: 99_999_999_999,
        text: 'Facture FAC-2024-0001, café compris',
      }),
    },
  ])('$name decodes back byte for byte', async ({ payload }) => {
    const png = await qrPng(payload);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');

    const image = PNG.sync.read(png);
    expect(image.width).toBe(300);
    expect(image.height).toBe(300);

    const code = decode(png);
    expect(code).not.toBeNull();
    expect(Buffer.from(code?.binaryData ?? [])).toEqual(Buffer.from(payload, 'utf8'));
    expect(code?.data).toBe(payload);
  });
});
