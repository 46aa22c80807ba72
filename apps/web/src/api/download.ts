/** Saves a Blob under a file name, as a link download (spec: downloads are link downloads). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
