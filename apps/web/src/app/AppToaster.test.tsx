import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, expect, test, vi } from 'vitest';
import { TOAST_LIMIT } from '../constants';
import { renderToaster } from '../test/toasts';

afterEach(() => {
  vi.useRealTimers();
});

test('toasts sit at the bottom right', async () => {
  const toaster = renderToaster();
  act(() => {
    toast('Bonjour');
  });
  await toaster.flush();
  const message = await toaster.view.findByText('Bonjour');
  // react-hot-toast positions each toast's wrapper; bottom-right means flex-end, anchored at bottom.
  const wrapper = message.closest('div[style*="position: absolute"]') as HTMLElement;
  expect(wrapper.style.bottom).toBe('0px');
  expect(wrapper.style.justifyContent).toBe('flex-end');
});

test.each([
  ['blank', 4000, (text: string) => toast(text)],
  ['error', 4000, (text: string) => toast.error(text)],
  ['success', 2000, (text: string) => toast.success(text)],
] as const)('a %s toast closes after %i ms', async (_type, duration, show) => {
  vi.useFakeTimers();
  const toaster = renderToaster();
  act(() => {
    show('Message');
  });
  expect(toaster.toasts()).toHaveLength(1);

  act(() => {
    vi.advanceTimersByTime(duration - 1);
  });
  expect(toaster.toasts()).toHaveLength(1);

  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(toaster.toasts()).toHaveLength(0);
});

test('a loading toast never closes by itself', () => {
  vi.useFakeTimers();
  const toaster = renderToaster();
  act(() => {
    toast.loading('Export en cours…');
  });
  act(() => {
    vi.advanceTimersByTime(60 * 60 * 1000);
  });
  expect(toaster.toasts()).toEqual([{ type: 'loading', message: 'Export en cours…' }]);
});

test(`at most ${TOAST_LIMIT} toasts are kept, the oldest go first`, () => {
  expect(TOAST_LIMIT).toBe(20);
  const toaster = renderToaster();
  act(() => {
    for (let index = 1; index <= 25; index += 1) toast.error(`Erreur ${index}`);
  });
  const kept = toaster.all().map((shown) => shown.message);
  expect(kept).toHaveLength(20);
  expect(kept).toContain('Erreur 25');
  expect(kept).toContain('Erreur 6');
  expect(kept).not.toContain('Erreur 5');
});
