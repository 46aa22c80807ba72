// The page of one document (issue #30: /quote/:id, /invoice/:id, /sale/:id): its id read from the
// path, the document read under its area's key (what changes the area reads it again), a spinner
// while it loads, a French "introuvable" state for a missing id or another organization's, and
// the frame the three pages share (a link back to the list, the title, the actions).
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiFailure, type ApiResult } from '../../api/client';
import { NotLoaded } from '../../api/query-client';
import { LoadError } from '../feedback/LoadError';
import { Spinner } from '../feedback/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemote } from '../../hooks/useRemote';
import type { RemoteData } from '../../hooks/useRemoteData';
import './DocumentSheet.css';

/** The path's `:id` as a document id, or null when it cannot be one (the page says introuvable). */
export function useDocumentId(): number | null {
  const { id } = useParams();
  const parsed = /^\d{1,10}$/.test(id ?? '') ? Number(id) : NaN;
  return Number.isSafeInteger(parsed) && parsed > 0 && parsed <= 2_147_483_647 ? parsed : null;
}

type Found<T> = { found: true; data: T } | { found: false };

export type SheetState<T> = RemoteData<T> | { status: 'missing' };

/**
 * The document `id` as `load` reads it (a quiet call: a refusal is the page's "introuvable", not a
 * toast; no answer at all is a failure the page offers to retry).
 */
export function useDocumentSheet<T>(
  queryKey: QueryKey,
  id: number | null,
  load: (id: number, signal: AbortSignal) => Promise<ApiResult<T>>,
) {
  const query = useQuery({
    queryKey: [...queryKey, 'page', id],
    queryFn: async ({ signal }): Promise<Found<T>> => {
      if (id === null) return { found: false };
      const result = await load(id, signal);
      if (isApiFailure(result)) return { found: false };
      if (result === undefined) throw new NotLoaded();
      return { found: true, data: result };
    },
  });
  let state: SheetState<T> = { status: 'loading' };
  if (query.isSuccess) {
    state = query.data.found ? { status: 'loaded', data: query.data.data } : { status: 'missing' };
  } else if (query.isError && !query.isFetching) state = { status: 'failed' };
  const { refetch } = query;
  return { state, reload: () => void refetch() };
}

/** A document's history, read under the same key as the document (read again with it). */
export function useDocumentHistory<H>(
  queryKey: QueryKey,
  id: number | null,
  load: (id: number, signal?: AbortSignal) => Promise<H | undefined>,
) {
  return useRemote([...queryKey, 'history', id], (signal) =>
    id === null ? Promise.resolve(undefined) : load(id, signal),
  );
}

export interface DocumentSheetProps<T> {
  state: SheetState<T>;
  reload: () => void;
  /** The list the page belongs to: its path and its name ("Devis", "Factures"). */
  list: { to: string; label: string };
  /** "le devis", "la facture": what could not be read. */
  what: string;
  /** The spinner's name: "Chargement du devis". */
  loading: string;
  /** The sentence of the introuvable state: "Ce devis est introuvable". */
  missing: string;
  children: (data: T) => ReactNode;
}

/** The frame of a document's page: back to its list, then its state or its content. */
export function DocumentSheet<T>({
  state,
  reload,
  list,
  what,
  loading,
  missing,
  children,
}: DocumentSheetProps<T>) {
  return (
    <div className="document-sheet">
      <p className="document-sheet__back">
        <Link to={list.to}>← {list.label}</Link>
      </p>
      {state.status === 'loading' ? <Spinner block label={loading} /> : null}
      {state.status === 'failed' ? <LoadError what={what} onRetry={reload} /> : null}
      {state.status === 'missing' ? (
        <div className="document-sheet__missing" role="alert">
          <h1>{missing}</h1>
          <p>
            Il a peut-être été supprimé, ou le lien vient d’une autre organisation. Retrouvez vos
            documents dans la liste.
          </p>
          <Link className="button button--secondary" to={list.to}>
            Retour à la liste
          </Link>
        </div>
      ) : null}
      {state.status === 'loaded' ? children(state.data) : null}
    </div>
  );
}

/** The page's heading: the document's name, its status, and its actions below. */
export function DocumentSheetHeader({
  title,
  status,
  actions,
}: {
  title: string;
  status?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="document-sheet__header">
      <div className="document-sheet__title">
        <h1>{title}</h1>
        {status}
      </div>
      {actions ? (
        <div className="document-sheet__actions" role="group" aria-label="Actions">
          {actions}
        </div>
      ) : null}
    </header>
  );
}

/** Label/value pairs: client, dates, … */
export function DocumentFactsList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="document-sheet__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One line of a quote or a sale, as its page shows it. */
export interface SheetLine {
  key: string;
  name: string;
  quantity: number;
  /** Formatted already (euros). */
  unitPrice: string;
  vatRate: number;
  total: string;
}

/** The document's lines, read-only. */
export function DocumentLinesList({
  lines,
  totalLabel,
}: {
  lines: SheetLine[];
  totalLabel: string;
}) {
  return (
    <div className="table-wrapper document-sheet__section">
      <table className="data-table">
        <caption className="document-sheet__caption">Lignes</caption>
        <thead>
          <tr>
            <th scope="col">Désignation</th>
            <th scope="col">Quantité</th>
            <th scope="col">Prix unitaire</th>
            <th scope="col">TVA</th>
            <th scope="col">{totalLabel}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <td data-label="Désignation">{line.name}</td>
              <td data-label="Quantité">{line.quantity}</td>
              <td data-label="Prix unitaire">{line.unitPrice}</td>
              <td data-label="TVA">{`${line.vatRate}\u00a0%`}</td>
              <td data-label={totalLabel}>{line.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A document's page whole: the id from the path, the document as `load` reads it under
 * `queryKey`, the tab's title once it is read (`titleOf`), and the frame around `children`.
 */
export function DocumentPage<T>({
  queryKey,
  load,
  titleOf,
  ...sheet
}: Omit<DocumentSheetProps<T>, 'state' | 'reload'> & {
  queryKey: QueryKey;
  load: (id: number, signal: AbortSignal) => Promise<ApiResult<T>>;
  titleOf: (data: T) => string;
}) {
  const id = useDocumentId();
  const { state, reload } = useDocumentSheet(queryKey, id, load);
  useDocumentTitle(state.status === 'loaded' ? titleOf(state.data) : sheet.list.label);
  return <DocumentSheet state={state} reload={reload} {...sheet} />;
}
