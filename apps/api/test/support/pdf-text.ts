import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of a PDF, as a reader would extract it (items joined by spaces). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await document.destroy();
  return pages;
}

/** The right edge of the rightmost text on each page, and the page's width, in points. */
export async function pdfTextRightEdges(
  bytes: Uint8Array,
): Promise<{ rightmost: number; pageWidth: number }[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: { rightmost: number; pageWidth: number }[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const edges = content.items.map((item) =>
      'str' in item && item.str.trim() ? item.transform[4] + item.width : 0,
    );
    pages.push({ rightmost: Math.max(...edges), pageWidth: page.view[2] ?? 0 });
  }
  await document.destroy();
  return pages;
}
