import { useState } from 'react';
import type { TabItem } from './TabHeader';

export interface TabsState<Id extends string> {
  tabs: readonly TabItem<Id>[];
  activeId: Id;
  onChange: (id: Id) => void;
}

/** A row of tabs and the one shown, `initial` first: the tab props of TabHeader and TabbedPage. */
export function useTabs<Id extends string>(
  tabs: readonly TabItem<Id>[],
  initial: NoInfer<Id>,
): TabsState<Id> {
  const [activeId, onChange] = useState<Id>(initial);
  return { tabs, activeId, onChange };
}
