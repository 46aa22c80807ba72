import { act, render } from '@testing-library/react';
import { useToasterStore, type Toast } from 'react-hot-toast';
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
  return {
    view,
    /** Toasts still shown (not dismissed), oldest first. */
    toasts: (): ShownToast[] =>
      current
        .filter((toast) => toast.visible)
        .map((toast) => ({
          type: toast.type,
          message: typeof toast.message === 'string' ? toast.message : '',
        }))
        .reverse(),
    all: (): Toast[] => current,
    /** Lets the store's pending updates reach React. */
    flush: () => act(async () => undefined),
  };
}
