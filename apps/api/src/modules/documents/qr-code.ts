// PNG of a QR code for the invoice PDF (pdfkit draws PNG buffers). Level M is what the EPC
// payment QR requires; the 4-module margin is the quiet zone scanners need around the code.
import { epcQrPayload, type EpcQrInput } from '@app/shared/epc-qr';

/** About 300 px wide, enough for a 3-4 cm code at print resolution. */
const WIDTH_PX = 300;

export async function qrPng(payload: string): Promise<Buffer> {
  // Loaded at the first invoice: an idle server does not carry qrcode and pngjs.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: WIDTH_PX,
  });
}

/**
 * The EPC QR code (EPC069-12) of a transfer to the organization, or null when a bank could take
 * nothing from it (nothing to pay, or an older organization's account that is not a valid IBAN).
 */
export async function transferQrPng(input: EpcQrInput): Promise<Buffer | null> {
  if (!input.amountCents || input.amountCents <= 0) return null;
  let payload: string;
  try {
    payload = epcQrPayload(input);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
  return qrPng(payload);
}
