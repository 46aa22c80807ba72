import { act, render, waitFor } from '@testing-library/react';
import { useToasterStore, type Toast } from 'react-hot-toast';
import { beforeEach, expect } from 'vitest';
import { AppToaster } from '../app/AppToaster';

export interface ShownToast {
  type: Toast['type'];
  message: string;
}

/**
 * Renders the app's Toaster with a probe subscribed to react-hot-toast's store, so a test reads
 * the toasts a user sees (type and text) without mocking the library.
 */
export function renderToaster() {
  let current: Toast[] = [];
  function Probe() {
    current = useToasterStore().toasts;
    return null;
  }
  const view = render(
    <>
      <AppToaster />
      <Probe />
    </>,
  );
  /** Toasts still shown (not dismissed), oldest first. */
  const toasts = (): ShownToast[] =>
    current
      .filter((toast) => toast.visible)
      .map((toast) => ({
        type: toast.type,
        message: typeof toast.message === 'string' ? toast.message : '',
      }))
      .reverse();
  return {
    view,
    toasts,
    /** Waits until a toast of this type and text is shown. */
    waitForToast: (type: ShownToast['type'], message: string) =>
      waitFor(() => expect(toasts()).toContainEqual({ type, message })),
    /** The text of the last error toast still shown. */
    lastError: () =>
      toasts()
        .filter((toast) => toast.type === 'error')
        .at(-1)?.message,
    all: (): Toast[] => current,
    /** Lets the store's pending updates reach React. */
    flush: () => act(async () => undefined),
  };
}

export type RenderedToaster = ReturnType<typeof renderToaster>;

/** The Toaster, rendered anew before each test of the file (cleanup unmounts it after each). */
export function setUpToaster(): RenderedToaster {
  let rendered: RenderedToaster | undefined;
  const current = () => {
    if (!rendered) throw new Error('The toaster is rendered in beforeEach: use it inside a test');
    return rendered;
  };
  beforeEach(() => {
    rendered = renderToaster();
  });
  return {
    get view() {
      return current().view;
    },
    toasts: () => current().toasts(),
    waitForToast: (type, message) => current().waitForToast(type, message),
    lastError: () => current().lastError(),
    all: () => current().all(),
    flush: () => current().flush(),
  };
}
