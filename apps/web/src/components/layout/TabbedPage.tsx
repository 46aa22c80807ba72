import type { ReactNode, Ref } from 'react';
import { TabHeader, tabId, tabPanelId, type TabHeaderProps } from './TabHeader';

export interface TabbedPageProps<Id extends string> extends TabHeaderProps<Id> {
  /** The page's title (its h1). */
  title: string;
  /** Prefix of the ids of the tabs and their panels; also names the page's root. */
  idPrefix: string;
  /** The page's own class, beside `page`. */
  pageClass: string;
  panelClass?: string;
  /** The panel itself takes the focus (tabIndex 0), for panels that may hold no field. */
  focusablePanel?: boolean;
  panelRef?: Ref<HTMLDivElement>;
  /** Shown under the title instead of the tabs while the page cannot show them (loading, error). */
  placeholder?: ReactNode;
  /** The active tab's panel. */
  children: ReactNode;
}

/** A page with a title, a row of tabs and the active tab's panel (ARIA tabs pattern). */
export function TabbedPage<Id extends string>({
  title,
  idPrefix,
  pageClass,
  panelClass,
  focusablePanel,
  panelRef,
  placeholder,
  children,
  ...tabs
}: TabbedPageProps<Id>) {
  return (
    <section className={`page ${pageClass}`} aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      {placeholder ?? (
        <>
          <TabHeader {...tabs} idPrefix={idPrefix} />
          <div
            ref={panelRef}
            role="tabpanel"
            id={tabPanelId(idPrefix, tabs.activeId)}
            aria-labelledby={tabId(idPrefix, tabs.activeId)}
            tabIndex={focusablePanel ? 0 : undefined}
            className={panelClass}
          >
            {children}
          </div>
        </>
      )}
    </section>
  );
}
