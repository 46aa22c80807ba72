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

/**
 * Words kept laid out per font, across documents, up to this many: the same words (labels,
 * amounts, the organization's) come back in every PDF, and laying a word out with fontkit (its
 * shaping tables) was the largest part of drawing one. Past the bound the words start over, so a
 * server that prints many different names keeps a few megabytes at most.
 */
const LAYOUT_CACHE_WORDS = 5_000;

/** The words of each font laid out by pdfkit, by text (pdfkit's own per-document cache, shared). */
const layoutCaches = new Map<string, Record<string, unknown>>();

/** The part of pdfkit's embedded font this reads: its cache of laid-out words. */
type CachingFont = { layoutCache?: Record<string, unknown> };

/**
 * Registers the fonts on a new document; drawing then names them with FONT and FONT_BOLD, and
 * starts in FONT. Each font's laid-out words are shared with the documents before: pdfkit keeps a
 * word's layout (glyphs, advances, in the font's units, whatever the size) in its embedded font,
 * reads it without changing it, and would otherwise lay every word out again for each document.
 */
export function registerFonts(doc: PDFKit.PDFDocument, fonts: Record<string, Font>): void {
  for (const [name, font] of Object.entries(fonts)) {
    // pdfkit 0.20 accepts a fontkit font (anything with `layout`); its types list only files.
    doc.registerFont(name, font as unknown as Buffer);
    doc.font(name);
    // pdfkit's embedded font, which its types do not describe.
    const embedded = (doc as unknown as { _font?: CachingFont })._font;
    if (embedded?.layoutCache) {
      let cache = layoutCaches.get(name);
      if (!cache || Object.keys(cache).length > LAYOUT_CACHE_WORDS) {
        cache = Object.create(null) as Record<string, unknown>;
        layoutCaches.set(name, cache);
      }
      embedded.layoutCache = cache;
    }
  }
  doc.font(FONT);
}
