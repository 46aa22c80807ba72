import { useLayoutEffect, type RefObject } from 'react';

/** The week's all-day row and its content: ARIA roles without the table around nor cells within. */
const BROKEN_ROLES = '.rbc-time-header [role="rowgroup"], .rbc-time-header [role="row"]';

/**
 * react-big-calendar's week view gives its all-day row the roles of a table's rows with no table
 * around them and no cells in them (bigcalendar/react-big-calendar#2714, open), which axe refuses
 * and screen readers read as a broken table. That row only lays out the rentals' boxes: while the
 * week shows, its roles are taken away, again whenever the calendar draws it anew.
 */
export function useWeekRoles(container: RefObject<HTMLElement | null>, week: boolean) {
  useLayoutEffect(() => {
    const root = container.current;
    if (!week || !root) return;
    const strip = () => {
      for (const element of root.querySelectorAll(BROKEN_ROLES)) element.removeAttribute('role');
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role'],
    });
    return () => observer.disconnect();
  }, [container, week]);
}
