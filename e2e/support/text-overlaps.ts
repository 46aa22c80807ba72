import type { Page } from '@playwright/test';

/** Text that is allowed to lie over other text, and why (kept in the spec that uses it). */
export interface StackedOnPurpose {
  /** A CSS selector: text inside a matching element is left out of the comparison. */
  selector: string;
  reason: string;
}

/**
 * Layers drawn above the page for a moment: open dialogs, menus and listboxes, tooltips, toasts.
 * Their text covers the page's on purpose: it is only compared with the text of the same layer,
 * like that of a fixed or sticky bar, under which the page scrolls.
 */
const OVERLAYS = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="tooltip"]',
  '[role="listbox"]',
  '[role="menu"]',
  '.app-toaster',
];

/** Two boxes must share more than this, across and down, to count as overlapping (px). */
const TOLERANCE = 2;

/**
 * The texts of the page that lie over another element's text: each visible text node's line
 * boxes (Range.getClientRects, cut to what its scrolling or clipping ancestors show), generated
 * text included, against those of every other element of the same layer (the page, or one
 * overlay). Hidden text (display, visibility, opacity, aria-hidden, clipped for screen readers
 * only) and `stacked` are left out. One line per pair, naming `where` and both texts.
 */
export function textOverlaps(
  page: Page,
  where: string,
  stacked: readonly StackedOnPurpose[] = [],
): Promise<string[]> {
  return page.evaluate(
    ({ label, overlays, skip, tolerance }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      type Run = { element: Element; layer: Element | null; text: string; box: Box };

      const intersect = (a: Box, b: Box): Box => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      });
      const isEmpty = (box: Box) => box.right - box.left <= 0 || box.bottom - box.top <= 0;

      const clips = new Map<Element, Box | null>();
      /** What the element's ancestors let show of it: null when nothing clips it. */
      const clipOf = (element: Element): Box | null => {
        const known = clips.get(element);
        if (known !== undefined) return known;
        const parent = element.parentElement;
        let clip = parent ? clipOf(parent) : null;
        const style = getComputedStyle(element);
        // The root's and the body's overflow apply to the window, which the page scrolls.
        const isRoot = element === document.documentElement || element === document.body;
        if (!isRoot && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
          const own = element.getBoundingClientRect();
          clip = clip ? intersect(clip, own) : own;
        }
        clips.set(element, clip);
        return clip;
      };

      const layers = new Map<Element, Element | null>();
      /**
       * The layer the element is drawn in: an overlay, or a bar that stays in place while the
       * page scrolls under it (position fixed or sticky); null for the page itself.
       */
      const layerOf = (element: Element): Element | null => {
        const known = layers.get(element);
        if (known !== undefined) return known;
        const { position } = getComputedStyle(element);
        const layer =
          element.matches(overlays) || position === 'fixed' || position === 'sticky'
            ? element
            : element.parentElement
              ? layerOf(element.parentElement)
              : null;
        layers.set(element, layer);
        return layer;
      };

      const hiddenFromSight = (element: Element) => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
          return true;
        }
        if (element.closest('[aria-hidden="true"]')) return true;
        if (skip.some((selector) => element.closest(selector))) return true;
        // Text kept for screen readers only: a 1 px box, clipped away.
        for (let at: Element | null = element; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.clip !== 'auto' || style.clipPath !== 'none') {
            const box = at.getBoundingClientRect();
            if (box.width <= 1 || box.height <= 1) return true;
          }
        }
        return false;
      };

      // Generated text (a card's `content: attr(data-label)`) has no node to measure: each
      // ::before and ::after that shows a string becomes, while measuring, a span with the
      // pseudo-element's own computed style in its place.
      const probes: Element[] = [];
      const hideGenerated = document.createElement('style');
      hideGenerated.textContent =
        '[data-overlap-before]::before, [data-overlap-after]::after { content: none !important; }';
      for (const element of document.body.querySelectorAll('*')) {
        for (const pseudo of ['before', 'after'] as const) {
          const style = getComputedStyle(element, `::${pseudo}`);
          if (!style.content.startsWith('"') || style.display === 'none') continue;
          let text: string;
          try {
            text = JSON.parse(style.content) as string;
          } catch {
            text = style.content.slice(1, -1);
          }
          if (!text.trim()) continue;
          const probe = document.createElement('span');
          for (const property of style) {
            probe.style.setProperty(property, style.getPropertyValue(property));
          }
          probe.textContent = text;
          element.setAttribute(`data-overlap-${pseudo}`, '');
          if (pseudo === 'before') element.prepend(probe);
          else element.append(probe);
          probes.push(probe);
        }
      }
      document.head.append(hideGenerated);

      const runs: Run[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        const start = content.search(/\S/);
        const element = node.parentElement;
        if (start < 0 || !element || hiddenFromSight(element)) continue;
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
        const end = content.length - (content.length - content.trimEnd().length);
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        const clip = clipOf(element);
        for (const rect of range.getClientRects()) {
          const box = clip ? intersect(rect, clip) : rect;
          if (isEmpty(box)) continue;
          runs.push({ element, layer: layerOf(element), text: content.trim(), box });
        }
      }

      for (const probe of probes) probe.remove();
      hideGenerated.remove();
      for (const element of document.querySelectorAll(
        '[data-overlap-before], [data-overlap-after]',
      )) {
        element.removeAttribute('data-overlap-before');
        element.removeAttribute('data-overlap-after');
      }

      runs.sort((a, b) => a.box.top - b.box.top);
      const problems = new Map<string, string>();
      for (const [index, run] of runs.entries()) {
        for (let next = index + 1; next < runs.length; next += 1) {
          const other = runs[next]!;
          if (other.box.top >= run.box.bottom - tolerance) break;
          if (other.element === run.element || other.layer !== run.layer) continue;
          const shared = intersect(run.box, other.box);
          const across = shared.right - shared.left;
          const down = shared.bottom - shared.top;
          if (across <= tolerance || down <= tolerance) continue;
          const [first, second] = [run.text, other.text].map((text) => text.slice(0, 40));
          const key = `${first}|${second}`;
          if (!problems.has(key)) {
            problems.set(
              key,
              `${label}: « ${first} » overlaps « ${second} » (${Math.round(across)}×${Math.round(down)} px)`,
            );
          }
        }
      }
      return [...problems.values()];
    },
    {
      label: where,
      overlays: OVERLAYS.join(', '),
      skip: stacked.map((entry) => entry.selector),
      tolerance: TOLERANCE,
    },
  );
}
