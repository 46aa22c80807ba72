import type { ReactNode } from 'react';
import type { RemoteData } from '../../hooks/useRemoteData';
import { LoadError } from '../feedback/LoadError';
import { Spinner } from '../feedback/Spinner';

export interface EmptyListProps {
  /** How many entities there are before any search or filter. */
  total: number;
  /** How many the search and filters keep. */
  shown: number;
  /** Said when there is nothing at all; nothing is said without it. */
  empty?: string;
  /** Said when the search or the filters keep nothing; nothing is said without it. */
  noMatch?: string;
}

/** The sentence of a list that shows nothing. */
export function EmptyList({ total, shown, empty, noMatch }: EmptyListProps) {
  const text = shown > 0 ? undefined : total === 0 ? empty : noMatch;
  return text === undefined ? null : <p className="empty-state">{text}</p>;
}

export interface EntityListStateProps<T> extends Omit<EmptyListProps, 'total'> {
  state: RemoteData<T>;
  reload: () => void;
  /** The spinner's name. */
  loading: string;
  /** What could not be read, for LoadError ("les clients"). */
  loadFailed: string;
  total: (data: T) => number;
  /**
   * The list, shown once loaded with at least one entity shown; or, as a function, shown once
   * loaded even empty, given the sentence of an empty list (null when something is shown).
   */
  children: ReactNode | ((empty: ReactNode) => ReactNode);
}

/** A loaded list's states: loading, failed (with Réessayer), empty, then the list itself. */
export function EntityListState<T>({
  state,
  reload,
  loading,
  loadFailed,
  total,
  shown,
  empty,
  noMatch,
  children,
}: EntityListStateProps<T>) {
  if (state.status === 'loading') return <Spinner block label={loading} />;
  if (state.status === 'failed') return <LoadError what={loadFailed} onRetry={reload} />;
  const emptyList = (
    <EmptyList total={total(state.data)} shown={shown} empty={empty} noMatch={noMatch} />
  );
  if (typeof children === 'function') return children(emptyList);
  return shown > 0 ? children : emptyList;
}
