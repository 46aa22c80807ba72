import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** The keys a change invalidates: fixed, or read from what the call answered. */
export type ChangedKeys<V, R> =
  readonly QueryKey[] | ((result: NonNullable<R>, variables: V) => readonly QueryKey[]);

/**
 * The queries under `keys` marked stale: those on screen are read again, the others when next
 * shown. For a change the screen learns of without a call of its own (an e-mail sent, a payment).
 */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: readonly QueryKey[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}

/**
 * A call that changes server data, as a mutation (its `isPending` drives the spinner). Once it
 * answers with a change (`changed`: not when the fetch helper answered nothing or the server
 * refused a field), every query under `keys` is invalidated: the screen shows what the server now
 * holds instead of a copy patched by hand.
 */
export function useAreaMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  keys: ChangedKeys<V, R>,
  changed: (result: NonNullable<R>) => boolean = () => true,
) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      if (result === undefined || result === null || !changed(result)) return;
      invalidate(...(typeof keys === 'function' ? keys(result, variables) : keys));
    },
  });
}
