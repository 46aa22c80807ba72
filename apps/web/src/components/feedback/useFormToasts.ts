import { useEffect, useRef } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';

/**
 * A success dismisses the error toasts of the same form, for every form of the app at once: each
 * toast belongs to the form submitted last when it appeared (a submit event, seen before the
 * form's own handler), and a success toast of a form dismisses the errors still shown for it (an
 * old "mot de passe trop court" beside "Compte créé"). Errors of other forms stay.
 * Mounted once, by the app's toaster.
 */
export function useFormToasts() {
  const { toasts } = useToasterStore();
  const lastForm = useRef<EventTarget | null>(null);
  const owners = useRef(new Map<string, EventTarget | null>());

  useEffect(() => {
    const submitted = (event: Event) => {
      lastForm.current = event.target;
    };
    document.addEventListener('submit', submitted, true);
    return () => document.removeEventListener('submit', submitted, true);
  }, []);

  useEffect(() => {
    const known = owners.current;
    // The store lists the newest first: a success never dismisses an error that appears with it.
    for (const shown of toasts) {
      if (known.has(shown.id)) continue;
      const form = lastForm.current;
      known.set(shown.id, form);
      if (shown.type !== 'success' || form === null) continue;
      for (const other of toasts) {
        if (other.type === 'error' && other.visible && known.get(other.id) === form)
          toast.dismiss(other.id);
      }
    }
    // The toasts the store let go are forgotten.
    const current = new Set(toasts.map((shown) => shown.id));
    for (const id of known.keys()) if (!current.has(id)) known.delete(id);
  }, [toasts]);
}
