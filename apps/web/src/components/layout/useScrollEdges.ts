import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  /** Content hidden before the visible part (scrolled away to the left). */
  start: boolean;
  /** Content hidden after the visible part (cut at the right). */
  end: boolean;
}

const NONE: ScrollEdges = { start: false, end: false };

/**
 * Which sides of a horizontally scrolling element hide content, kept up to date as it scrolls
 * and as it or its children change size (a narrower window, a font that loads).
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);

  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const hidden = element.scrollWidth - element.clientWidth;
    // One pixel of slack: zoomed pages report fractional scroll positions.
    const start = hidden > 1 && element.scrollLeft > 1;
    const end = hidden > 1 && element.scrollLeft < hidden - 1;
    setEdges((previous) =>
      previous.start === start && previous.end === end ? previous : { start, end },
    );
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    update();
    // jsdom (unit tests) has no ResizeObserver, and nothing to lay out either.
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [update]);

  return { ref, edges, onScroll: update };
}
