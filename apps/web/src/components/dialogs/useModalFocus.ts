import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** What can take the focus inside a modal. */
export const FOCUSABLE = 'input, select, textarea, button, [href], [tabindex]:not([tabindex="-1"])';

/**
 * The keyboard contract of every modal: focus moves in when it opens (to what `initialFocus`
 * picks) and back where it was when it closes; Tab and Shift+Tab cycle inside; Escape closes
 * unless `busy`.
 */
export function useModalFocus({
  open,
  busy,
  onClose,
  initialFocus,
  focusable = FOCUSABLE,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  initialFocus: (dialog: HTMLDivElement) => HTMLElement | null | undefined;
  focusable?: string;
}): { dialogRef: RefObject<HTMLDivElement | null>; handleKeyDown: (event: KeyboardEvent) => void } {
  const dialogRef = useRef<HTMLDivElement>(null);
  // Read when the modal opens, not a dependency: a new arrow each render must not move the focus.
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    if (dialogRef.current) initialFocusRef.current(dialogRef.current)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const elements = Array.from(
      dialogRef.current?.querySelectorAll<HTMLElement>(focusable) ?? [],
    ).filter((element) => !element.hasAttribute('disabled'));
    if (elements.length === 0) return;
    const first = elements[0]!;
    const last = elements[elements.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { dialogRef, handleKeyDown };
}
