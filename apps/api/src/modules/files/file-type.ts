// The type of an uploaded file comes from its bytes, never from its name or the browser's claim
// (both can lie): an executable renamed `.pdf` is refused.

export type StoredFileType = {
  mime: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | 'image/svg+xml';
  extension: 'pdf' | 'jpg' | 'png' | 'webp' | 'svg';
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** SVG is text: skip a BOM, an XML declaration, comments and a doctype, then expect `<svg`. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(rest);
}

export function detectFileType(bytes: Uint8Array): StoredFileType | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  if (looksLikeSvg(bytes)) return { mime: 'image/svg+xml', extension: 'svg' };
  return undefined;
}

export function isImage(type: StoredFileType): boolean {
  return type.mime.startsWith('image/');
}
