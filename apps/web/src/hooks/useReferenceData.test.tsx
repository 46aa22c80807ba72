import { act, render, renderHook, waitFor } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AREA_KEYS } from '../api/query-client';
import { describe, expect, test, vi } from 'vitest';
import { SessionProvider } from '../session/session';
import { useReferenceData } from './useReferenceData';

/** A fetcher whose answers the test gives, one per call. */
function controlledFetcher<T>() {
  const pending: { resolve: (value: T | undefined) => void; signal?: AbortSignal }[] = [];
  const fetcher = vi.fn(
    (signal?: AbortSignal) =>
      new Promise<T | undefined>((resolve) => pending.push({ resolve, signal })),
  );
  const answer = async (value: T | undefined) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    await act(async () => pending.shift()!.resolve(value));
  };
  return { fetcher, answer, pending };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionProvider>{children}</SessionProvider>
);

describe('useReferenceData', () => {
  test('loading, then loaded once every list is here', async () => {
    const clients = controlledFetcher<string[]>();
    const products = controlledFetcher<number[]>();
    const sources = { clients: clients.fetcher, products: products.fetcher };
    const { result } = renderHook(() => useReferenceData(sources), { wrapper });
    expect(result.current.lists).toBeNull();
    expect(result.current.states.clients).toEqual({ status: 'loading' });

    await clients.answer(['Patro']);
    await waitFor(() =>
      expect(result.current.states.clients).toEqual({ status: 'loaded', data: ['Patro'] }),
    );
    expect(result.current.lists).toBeNull();
    await products.answer([1, 2]);
    await waitFor(() =>
      expect(result.current.lists).toEqual({ clients: ['Patro'], products: [1, 2] }),
    );
    expect(result.current.failed).toBe(false);
  });

  test('a failed list fails the whole; retry reloads only the failed one', async () => {
    const clients = controlledFetcher<string[]>();
    const products = controlledFetcher<number[]>();
    const sources = { clients: clients.fetcher, products: products.fetcher };
    const { result } = renderHook(() => useReferenceData(sources), { wrapper });
    await clients.answer(['Patro']);
    await products.answer(undefined);
    await waitFor(() => expect(result.current.failed).toBe(true));

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.failed).toBe(false));
    expect(clients.fetcher).toHaveBeenCalledTimes(1);
    expect(products.fetcher).toHaveBeenCalledTimes(2);
    await products.answer([3]);
    await waitFor(() =>
      expect(result.current.lists).toEqual({ clients: ['Patro'], products: [3] }),
    );
  });

  test('a second screen of the session shows the kept list at once; a change in its area reads it again quietly', async () => {
    const clients = controlledFetcher<string[]>();
    const sources = { clients: clients.fetcher };
    const seen: unknown[] = [];
    let queryClient: QueryClient | undefined;
    function Screen({ name }: { name: string }) {
      const { states } = useReferenceData(sources);
      queryClient = useQueryClient();
      seen.push([name, states.clients]);
      return null;
    }
    const view = render(
      <SessionProvider>
        <Screen name="quote" />
      </SessionProvider>,
    );
    await clients.answer(['Patro']);
    await waitFor(() =>
      expect(seen.at(-1)).toEqual(['quote', { status: 'loaded', data: ['Patro'] }]),
    );
    view.rerender(<SessionProvider>{null}</SessionProvider>);
    seen.length = 0;

    view.rerender(
      <SessionProvider>
        <Screen name="sales" />
      </SessionProvider>,
    );
    expect(seen[0]).toEqual(['sales', { status: 'loaded', data: ['Patro'] }]);
    expect(clients.fetcher).toHaveBeenCalledTimes(1);

    // A client saved elsewhere in the app: the area's key is invalidated, the list read again.
    act(() => void queryClient!.invalidateQueries({ queryKey: AREA_KEYS.clients }));
    await clients.answer(['Patro', 'Comité']);
    await waitFor(() =>
      expect(seen.at(-1)).toEqual(['sales', { status: 'loaded', data: ['Patro', 'Comité'] }]),
    );
    // A quiet read that fails keeps the list on screen.
    act(() => void queryClient!.invalidateQueries({ queryKey: AREA_KEYS.clients }));
    await clients.answer(undefined);
    await waitFor(() => expect(clients.fetcher).toHaveBeenCalledTimes(3));
    expect(seen.at(-1)).toEqual(['sales', { status: 'loaded', data: ['Patro', 'Comité'] }]);
  });

  test('reload shows the loading state, then the fresh list; update changes it in place', async () => {
    const products = controlledFetcher<number[]>();
    const sources = { products: products.fetcher };
    const { result } = renderHook(() => useReferenceData(sources), { wrapper });
    await products.answer([4]);
    await waitFor(() => expect(result.current.lists).toEqual({ products: [4] }));

    act(() => result.current.reload('products'));
    await waitFor(() => expect(result.current.states.products).toEqual({ status: 'loading' }));
    await products.answer([3]);
    await waitFor(() => expect(result.current.lists).toEqual({ products: [3] }));

    act(() => {
      result.current.update('products', (list) => [...list, 9]);
    });
    await waitFor(() => expect(result.current.lists).toEqual({ products: [3, 9] }));
  });

  test('another session starts from nothing, and leaving stops the load under way', async () => {
    const clients = controlledFetcher<string[]>();
    const sources = { clients: clients.fetcher };
    const first = renderHook(() => useReferenceData(sources), { wrapper });
    await clients.answer(['Patro']);
    first.unmount();

    const second = renderHook(() => useReferenceData(sources), { wrapper });
    expect(second.result.current.states.clients).toEqual({ status: 'loading' });
    await waitFor(() => expect(clients.pending).toHaveLength(1));
    second.unmount();
    await waitFor(() => expect(clients.pending[0]!.signal?.aborted).toBe(true));
  });
});
