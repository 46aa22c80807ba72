// PNG of a QR code for the invoice PDF (pdfkit draws PNG buffers). Level M is what the EPC
// payment QR requires; the 4-module margin is the quiet zone scanners need around the code.

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
