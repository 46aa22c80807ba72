import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession, type Session } from '../session/session';
import type { RemoteData } from './useRemoteData';

type Fetcher<T> = (signal?: AbortSignal) => Promise<T | undefined>;

/** The lists a screen picks from, by key: the same key names the same list on every screen. */
export type ReferenceSources = Record<string, Fetcher<unknown>>;

export type ReferenceLists<S extends ReferenceSources> = {
  [K in keyof S]: S[K] extends Fetcher<infer T> ? T : never;
};

type ListStates<S extends ReferenceSources> = { [K in keyof S]: RemoteData<ReferenceLists<S>[K]> };

interface Entry {
  state: RemoteData<unknown>;
  /** The load under way, if any. */
  controller: AbortController | null;
}

const LOADING: RemoteData<never> = { status: 'loading' };

/** The reference lists of one session, shared by every screen that asks for them. */
export class ReferenceCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private users = 0;
  /** Changes on every change of any entry: the snapshot screens re-render on. */
  version = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  state(key: string): RemoteData<unknown> {
    return this.entries.get(key)?.state ?? LOADING;
  }

  private set(key: string, entry: Entry | null) {
    if (entry) this.entries.set(key, entry);
    else this.entries.delete(key);
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /**
   * Loads `key` afresh. A quiet load keeps the list on screen while it runs, and keeps it if the
   * load fails; otherwise the list shows as loading, then loaded or failed.
   */
  load(key: string, fetcher: Fetcher<unknown>, quiet = false) {
    const previous = this.entries.get(key);
    previous?.controller?.abort();
    const controller = new AbortController();
    const kept = quiet && previous?.state.status === 'loaded' ? previous.state : null;
    this.set(key, { state: kept ?? LOADING, controller });
    const settle = (data: unknown) => {
      if (controller.signal.aborted) return;
      const failed: RemoteData<unknown> = kept ?? { status: 'failed' };
      this.set(key, {
        state: data === undefined ? failed : { status: 'loaded', data },
        controller: null,
      });
    };
    fetcher(controller.signal).then(settle, () => settle(undefined));
  }

  /** Changes a loaded list in place after a save; an older load under way must not undo it. */
  update(key: string, change: (data: unknown) => unknown) {
    const entry = this.entries.get(key);
    if (entry?.state.status !== 'loaded') return;
    entry.controller?.abort();
    this.set(key, {
      state: { status: 'loaded', data: change(entry.state.data) },
      controller: null,
    });
  }

  /**
   * A screen shows up: lists never read (or failed) load; lists already here show at once and
   * are read again quietly, since another screen may have changed them meanwhile. The returned
   * function is called when the screen goes; the last one to go stops the loads under way.
   */
  enter(sources: ReferenceSources): () => void {
    this.users += 1;
    for (const [key, fetcher] of Object.entries(sources)) {
      const entry = this.entries.get(key);
      if (!entry || entry.state.status === 'failed') this.load(key, fetcher);
      else if (entry.state.status === 'loaded' && !entry.controller) this.load(key, fetcher, true);
    }
    return () => {
      this.users -= 1;
      if (this.users > 0) return;
      for (const [key, entry] of this.entries) {
        if (!entry.controller) continue;
        entry.controller.abort();
        this.set(key, entry.state.status === 'loaded' ? { ...entry, controller: null } : null);
      }
    };
  }
}

// One cache per session: signing out or in starts afresh, so no list outlives its organization.
const caches = new WeakMap<Session, ReferenceCache>();

function cacheOf(session: Session): ReferenceCache {
  let cache = caches.get(session);
  if (!cache) {
    cache = new ReferenceCache();
    caches.set(session, cache);
  }
  return cache;
}

/**
 * The reference lists a screen picks from (clients, products, the organization…), asked for by
 * key. A list read once is kept for the session and shared between screens; `reload` reads it
 * again after a change that affects it (with the loading state, as on entry), `update` changes it
 * in place. `status` is failed as soon as one list failed, loaded once all are; `retry` reloads
 * the failed ones. `sources` must keep its identity between renders (a module constant).
 */
export function useReferenceData<S extends ReferenceSources>(sources: S) {
  const cache = cacheOf(useSession());
  const version = useSyncExternalStore(cache.subscribe, () => cache.version);
  useEffect(() => cache.enter(sources), [cache, sources]);

  const states = useMemo(() => {
    void version;
    const entries = Object.keys(sources).map((key) => [key, cache.state(key)] as const);
    return Object.fromEntries(entries) as ListStates<S>;
  }, [cache, sources, version]);

  const lists = useMemo(() => {
    const all = Object.entries(states);
    if (!all.every(([, state]) => state.status === 'loaded')) return null;
    const data = all.map(([key, state]) => [key, state.status === 'loaded' ? state.data : null]);
    return Object.fromEntries(data) as ReferenceLists<S>;
  }, [states]);

  const all: RemoteData<unknown>[] = Object.values(states);
  const failed = all.some((state) => state.status === 'failed');

  const reload = useCallback(
    (key: keyof S & string) => cache.load(key, sources[key] as Fetcher<unknown>),
    [cache, sources],
  );
  const retry = useCallback(() => {
    for (const [key, fetcher] of Object.entries(sources)) {
      if (cache.state(key).status === 'failed') cache.load(key, fetcher);
    }
  }, [cache, sources]);
  const update = useCallback(
    <K extends keyof S & string>(
      key: K,
      change: (data: ReferenceLists<S>[K]) => ReferenceLists<S>[K],
    ) => cache.update(key, (data) => change(data as ReferenceLists<S>[K])),
    [cache],
  );

  return { states, lists, failed, reload, retry, update };
}
