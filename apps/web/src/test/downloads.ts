import { afterEach, beforeEach } from 'vitest';

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

/** Runs `steps` with the page's downloads recorded (captureDownloads), restored however they end. */
export async function whileRecordingDownloads(
  steps: (downloads: { names: readonly string[] }) => Promise<void>,
) {
  const downloads = captureDownloads();
  try {
    await steps(downloads);
  } finally {
    downloads.restore();
  }
}

/**
 * jsdom has no object URLs, which file previews need: for each test of the file, a stand-in makes
 * `blob:test/<n>` URLs and keeps the set of those not revoked yet.
 */
export function stubObjectUrls(): ReadonlySet<string> {
  const live = new Set<string>();
  let counter = 0;
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    live.clear();
    URL.createObjectURL = () => {
      const url = `blob:test/${++counter}`;
      live.add(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      live.delete(url);
    };
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return live;
}
