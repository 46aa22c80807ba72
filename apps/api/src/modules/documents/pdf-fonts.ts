// The fonts of every PDF: DejaVu Sans, shipped by the dejavu-fonts-ttf package and embedded in
// the document (PDF/A, hence Factur-X, refuses the non-embedded standard fonts; DejaVu also
// covers every character a French or Belgian name can hold).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const FONT = 'DejaVuSans';
export const FONT_BOLD = 'DejaVuSans-Bold';

const FILES = {
  [FONT]: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  [FONT_BOLD]: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/** Registers the fonts on a new document; drawing then names them with FONT and FONT_BOLD. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(FILES)) doc.registerFont(name, file);
}
