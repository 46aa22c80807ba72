// The fonts of every PDF: DejaVu Sans, shipped by the dejavu-fonts-ttf package and embedded in
// the document (PDF/A, hence Factur-X, refuses the non-embedded standard fonts; DejaVu also
// covers every character a French or Belgian name can hold).
import type { Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const FONT = 'DejaVuSans';
export const FONT_BOLD = 'DejaVuSans-Bold';

const FILES = {
  [FONT]: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  [FONT_BOLD]: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
};

let parsed: Promise<Record<string, Font>> | undefined;

/**
 * The fonts parsed once per process: parsing a TrueType file's tables took most of a PDF's time.
 * pdfkit takes a parsed fontkit font as a source and subsets it per document.
 * fontkit is loaded with the first PDF, as pdfkit is: an idle server does not carry it.
 */
export function documentFonts(): Promise<Record<string, Font>> {
  parsed ??= import('fontkit').then(({ create }) =>
    Object.fromEntries(
      Object.entries(FILES).map(([name, file]) => {
        const font = create(readFileSync(require.resolve(file)));
        // A .ttf holds one font; a collection (.ttc) would need a name to pick one.
        if (!('layout' in font)) throw new Error(`${file} is not a single font`);
        return [name, font];
      }),
    ),
  );
  return parsed;
}

/** Registers the fonts on a new document; drawing then names them with FONT and FONT_BOLD. */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: Record<string, Font>): void {
  for (const [name, font] of Object.entries(fonts)) {
    // pdfkit 0.20 accepts a fontkit font (anything with `layout`); its types list only files.
    doc.registerFont(name, font as unknown as Buffer);
  }
}
