/**
 * Records the link downloads the page starts (saveBlob clicks a link with a download name)
 * instead of letting jsdom navigate. Call `restore` in a finally block.
 */
export function captureDownloads() {
  const names: string[] = [];
  const click = HTMLAnchorElement.prototype.click;
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  HTMLAnchorElement.prototype.click = function recordDownload(this: HTMLAnchorElement) {
    names.push(this.download);
  };
  URL.createObjectURL = () => 'blob:telechargement';
  URL.revokeObjectURL = () => undefined;
  return {
    names,
    restore: () => {
      HTMLAnchorElement.prototype.click = click;
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    },
  };
}
