import { useId, useRef, type KeyboardEvent } from 'react';
import { useScrollEdges } from './useScrollEdges';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
}

export interface TabHeaderProps<Id extends string> {
  tabs: readonly TabItem<Id>[];
  activeId: Id;
  onChange: (id: Id) => void;
  /** Names the tab list for assistive technologies. */
  label?: string;
  /** Prefix of the ids of the tabs and their panels (see tabPanelId). */
  idPrefix?: string;
  className?: string;
}

export function tabId(prefix: string, id: string): string {
  return `${prefix}-tab-${id}`;
}

export function tabPanelId(prefix: string, id: string): string {
  return `${prefix}-panel-${id}`;
}

/**
 * A row of tab buttons with one active tab; arrows, Home and End move between tabs. When the row
 * is wider than the screen it scrolls, and a fade marks each side that hides tabs.
 */
export function TabHeader<Id extends string>({
  tabs,
  activeId,
  onChange,
  label,
  idPrefix,
  className,
}: TabHeaderProps<Id>) {
  const generatedPrefix = useId();
  const prefix = idPrefix ?? generatedPrefix;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const focusTab = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    buttons.current[index]?.focus();
    onChange(tab.id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  const scroll = useScrollEdges<HTMLDivElement>();

  return (
    <div className="tab-header-frame">
      <div
        ref={scroll.ref}
        role="tablist"
        aria-label={label}
        className={className ? `tab-header ${className}` : 'tab-header'}
        onScroll={scroll.onScroll}
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === activeId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(prefix, tab.id)}
              aria-selected={selected}
              aria-controls={idPrefix ? tabPanelId(prefix, tab.id) : undefined}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'tab-header__tab is-active' : 'tab-header__tab'}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {scroll.edges.start ? (
        <span className="tab-header-frame__more tab-header-frame__more--start" aria-hidden="true" />
      ) : null}
      {scroll.edges.end ? (
        <span className="tab-header-frame__more tab-header-frame__more--end" aria-hidden="true" />
      ) : null}
    </div>
  );
}
