// PNG of a QR code for the invoice PDF (pdfkit draws PNG buffers). Level M is what the EPC
// payment QR requires; the 4-module margin is the quiet zone scanners need around the code.
import QRCode from 'qrcode';

/** About 300 px wide, enough for a 3-4 cm code at print resolution. */
const WIDTH_PX = 300;

export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: WIDTH_PX,
  });
}
