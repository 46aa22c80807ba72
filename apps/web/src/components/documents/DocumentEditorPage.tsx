import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { LoadError } from '../feedback/LoadError';
import { Spinner } from '../feedback/Spinner';
import { TabbedPage } from '../layout/TabbedPage';
import type { TabItem } from '../layout/TabHeader';
import { PlainButton } from '../buttons/PlainButton';
import './DocumentEditorPage.css';

/** The tabs every document page has; an area may add its own after them. */
export type DocumentTab = 'creer' | 'modifier' | 'liste';

const DOCUMENT_TABS: readonly TabItem<DocumentTab>[] = [
  { id: 'creer', label: 'Créer' },
  { id: 'modifier', label: 'Modifier' },
  { id: 'liste', label: 'Liste' },
];

/** The document open in the Modifier tab: loading its details, or loaded. */
export type Editing<Row, Loaded> =
  { status: 'loading'; row: Row } | { status: 'loaded'; row: Row; loaded: Loaded };

/**
 * The tab and the document open in Modifier. `open` reads a row's details as a query under
 * `detailsKey(row)` (null or a failure closes it again) and shows Modifier; opening another row,
 * leaving Modifier by its tab header or leaving the page cancels the read under way. The details
 * are read afresh at each opening (another member may have changed the document meanwhile).
 */
export function useDocumentEditor<Row, Loaded, Extra extends string = never>(
  fetchDetails: (row: Row, signal: AbortSignal) => Promise<Loaded | null | undefined>,
  detailsKey: (row: Row) => QueryKey,
) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<DocumentTab | Extra>('creer');
  const [editing, setEditing] = useState<Editing<Row, Loaded> | null>(null);
  // The details being read: an answer for another key (an older opening) is dropped.
  const reading = useRef<QueryKey | null>(null);

  const cancel = useCallback(() => {
    const queryKey = reading.current;
    reading.current = null;
    if (queryKey) void queryClient.cancelQueries({ queryKey, exact: true });
  }, [queryClient]);
  useEffect(() => cancel, [cancel]);

  const close = () => {
    cancel();
    setEditing(null);
  };

  const open = (row: Row) => {
    cancel();
    const queryKey = detailsKey(row);
    reading.current = queryKey;
    setEditing({ status: 'loading', row });
    setTab('modifier');
    const settle = (loaded: Loaded | null) => {
      if (reading.current !== queryKey) return;
      reading.current = null;
      setEditing(loaded ? { status: 'loaded', row, loaded } : null);
    };
    queryClient
      .fetchQuery({
        queryKey,
        queryFn: async ({ signal }) => (await fetchDetails(row, signal)) ?? null,
        staleTime: 0,
        gcTime: 0,
      })
      .then(settle, () => settle(null));
  };

  const changeTab = (next: DocumentTab | Extra) => {
    if (next !== 'modifier') close();
    setTab(next);
  };

  /** The open document's new state, as its form changes it. */
  const setLoaded = (loaded: Loaded) =>
    setEditing((current) => current && { status: 'loaded', row: current.row, loaded });

  return { tab, setTab, changeTab, editing, open, close, setLoaded };
}

export type DocumentEditor<Row, Loaded, Extra extends string = never> = ReturnType<
  typeof useDocumentEditor<Row, Loaded, Extra>
>;

/** What the forms pick from: loading (null), failed (with Réessayer) or here. */
export interface FormReferences<Refs> {
  references: Refs | null;
  failed: boolean;
  retry: () => void;
  /** What could not be read, for LoadError. */
  what: string;
}

export interface DocumentEditorPageProps<Row, Loaded, Refs, Extra extends string> {
  /** The page's title, also its document title and its tabs' label: 'Devis'. */
  title: string;
  idPrefix: string;
  /** The area's class: its panel is `<pageClass>__panel`. */
  pageClass: string;
  extraTabs?: readonly TabItem<Extra>[];
  editor: DocumentEditor<Row, Loaded, Extra>;
  references: FormReferences<Refs>;
  /** The Créer form. */
  create: (references: Refs) => ReactNode;
  /** The Liste tab, and in pick mode Modifier's list to choose from. */
  list: (pickMode: boolean) => ReactNode;
  /** Beside Retour à la liste: 'Devis DEV-2026-0001'. */
  editTitle: (editing: Editing<Row, Loaded>) => string;
  /** The spinner's label while the document loads. */
  editLoading: string;
  /** The Modifier form. */
  edit: (loaded: Loaded, references: Refs) => ReactNode;
  /** The panels of the area's own tabs. */
  extraPanel?: (tab: Extra) => ReactNode;
}

/**
 * A page of documents (quotes, sales): Créer with a form, Modifier with the open document or
 * the list to choose it from, Liste, and the area's own tabs. The forms wait for their
 * references: a spinner, then the form or the error with Réessayer.
 */
export function DocumentEditorPage<Row, Loaded, Refs, Extra extends string = never>(
  props: DocumentEditorPageProps<Row, Loaded, Refs, Extra>,
) {
  const { title, editor, references: gate } = props;
  useDocumentTitle(title);
  const tabs: readonly TabItem<DocumentTab | Extra>[] = [
    ...DOCUMENT_TABS,
    ...(props.extraTabs ?? []),
  ];

  const withReferences = (content: (references: Refs) => ReactNode) => {
    if (gate.failed) return <LoadError what={gate.what} onRetry={gate.retry} />;
    if (!gate.references) return <Spinner block label="Chargement du formulaire" />;
    return content(gate.references);
  };

  const renderEditing = (editing: Editing<Row, Loaded>) => (
    <>
      <div className="document-page__edit-header">
        <PlainButton variant="secondary" onClick={editor.close}>
          <span aria-hidden="true">←</span> Retour à la liste
        </PlainButton>
        <p className="document-page__edit-title">{props.editTitle(editing)}</p>
      </div>
      {editing.status === 'loading' ? (
        <Spinner block label={props.editLoading} />
      ) : (
        withReferences((references) => props.edit(editing.loaded, references))
      )}
    </>
  );

  const renderPanel = (tab: DocumentTab | Extra) => {
    switch (tab) {
      case 'creer':
        return withReferences(props.create);
      case 'modifier':
        return editor.editing ? renderEditing(editor.editing) : props.list(true);
      case 'liste':
        return props.list(false);
      default:
        return props.extraPanel?.(tab);
    }
  };

  return (
    <TabbedPage
      title={title}
      pageClass={props.pageClass}
      tabs={tabs}
      activeId={editor.tab}
      onChange={editor.changeTab}
      label={title}
      idPrefix={props.idPrefix}
      panelClass="document-page__panel"
    >
      {renderPanel(editor.tab)}
    </TabbedPage>
  );
}
