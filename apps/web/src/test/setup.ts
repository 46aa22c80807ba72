import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

// jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// findBy… and waitFor wait for the condition, not a fixed time: on a busy 2-core machine a lazy
// page or a loopback answer can take more than the default 1 s to come.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its store in module state: start every test with no toast.
  toast.remove();
});

// jsdom's Blob cannot be read (no arrayBuffer, text or stream), so Node's fetch cannot send a
// File from a file input; read it through jsdom's FileReader as a browser would send it.
if (typeof Blob !== 'undefined' && !Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
  Blob.prototype.text = async function text(this: Blob) {
    return new TextDecoder().decode(await this.arrayBuffer());
  };
  Blob.prototype.stream = function stream(this: Blob) {
    const read = () => this.arrayBuffer();
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await read()));
        controller.close();
      },
    });
  } as Blob['stream'];
}
