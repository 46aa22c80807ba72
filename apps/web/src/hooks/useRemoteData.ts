/**
 * Data a screen reads: loading, failed (the screen offers « Réessayer ») or loaded. The screens
 * read it through queries (`useRemote` in hooks/useRemote.ts, `usePagedList`).
 */
export type RemoteData<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };
