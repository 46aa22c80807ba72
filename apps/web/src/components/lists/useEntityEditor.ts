import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { FieldRefusal } from '../../api/form-request';
import { useAreaMutation } from '../../hooks/useAreaMutation';
import type { FieldErrors } from '../../lib/validation';

export type EntityKey = string | number;

/** What a save or a delete answers: the server's message, shown as the success toast. */
export interface EntityDone {
  message: string;
}

/** A save's answer: the message and the entity as the server now holds it. */
export interface EntitySaved<T> extends EntityDone {
  entity: T;
}

/**
 * A save the server refused because of one of the request's fields (not toasted: the dialog
 * shows the message under that field, or as a toast when it has no such field).
 */
export type EntityRefused = FieldRefusal;

/** What the form's fields get: the draft, the entity being edited (null: a new one) and errors. */
export interface EntityFormContent<T, D> {
  draft: D;
  entity: T | null;
  errors: FieldErrors;
  /** Changes one field of the draft and clears that field's error. */
  set: <K extends keyof D>(field: K) => (value: D[K]) => void;
  /** One field's value, setter and error, to spread on its input: `<TextInput {...bind('name')} />`. */
  bind: <K extends keyof D & string>(field: K) => BoundField<D[K]>;
}

/** The props an input takes from the draft: its value, its setter and its error. */
export interface BoundField<V> {
  value: V;
  onChange: (value: V) => void;
  error: string | undefined;
}

/** The create/edit dialog of a list screen. */
export interface EntityForm<T, D> {
  createTitle: string;
  editTitle: string;
  createLabel: string;
  /** The submit button when editing; 'Enregistrer' unless told. */
  editLabel?: string;
  empty: D;
  draftOf: (entity: T) => D;
  /**
   * The check before any request: true when the draft may be sent, otherwise the field errors to
   * show (empty when the problem was only toasted). Runs before the submit button spins.
   */
  validate?: (draft: D, entity: T | null) => true | FieldErrors;
  /**
   * Sends the draft; undefined when the call failed (the fetch helper said why), `refused` with
   * the server's message and the request field it is about (`formRequest`), which is the draft
   * field of the same name.
   */
  save: (draft: D, entity: T | null) => Promise<EntitySaved<T> | EntityRefused | undefined>;
  fields: (content: EntityFormContent<T, D>) => ReactNode;
}

type Saved<T> = EntitySaved<T> | EntityRefused | undefined;

/**
 * The create/edit dialog's state: which entity, its draft, its field errors, the running save (a
 * mutation: a save the server took invalidates `queryKey`, the list's area, read again).
 */
export function useEntityEditor<T, D>(form: EntityForm<T, D>, queryKey: QueryKey) {
  const [editing, setEditing] = useState<{ entity: T | null } | null>(null);
  const [draft, setDraft] = useState<D>(form.empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Counts the refused submits: the dialog then puts the keyboard on the first field at fault.
  const [refusals, setRefusals] = useState(0);
  const saving = useAreaMutation(
    ({ draft, entity }: { draft: D; entity: T | null }): Promise<Saved<T>> =>
      form.save(draft, entity),
    [queryKey],
    (result) => !('refused' in result),
  );

  const open = (entity: T | null) => {
    setEditing({ entity });
    setDraft(entity === null ? form.empty : form.draftOf(entity));
    setErrors({});
  };

  const set =
    <K extends keyof D>(field: K) =>
    (value: D[K]) => {
      setDraft((previous) => ({ ...previous, [field]: value }));
      const name = String(field);
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    };

  const bind = <K extends keyof D & string>(field: K): BoundField<D[K]> => ({
    value: draft[field],
    onChange: set(field),
    error: errors[field],
  });

  const save = async () => {
    if (!editing) return;
    const checked = form.validate ? form.validate(draft, editing.entity) : true;
    if (checked !== true) {
      setErrors(checked);
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    try {
      const result = await saving.mutateAsync({ draft, entity: editing.entity });
      if (!result) return;
      if ('refused' in result) {
        // The dialogs' drafts are named after the request's fields. A field the dialog does not
        // have: the message can only be a toast.
        const { field } = result;
        if (!Object.hasOwn(form.empty as object, field)) {
          toast.error(result.refused);
          return;
        }
        setErrors({ [field]: result.refused });
        setRefusals((count) => count + 1);
        return;
      }
      toast.success(result.message);
      setEditing(null);
    } catch {
      // Network failure: the fetch helper already said so; the draft stays for another try.
    }
  };

  return {
    editing,
    draft,
    errors,
    refusals,
    saving: saving.isPending,
    open,
    close: () => setEditing(null),
    set,
    bind,
    save,
  };
}

/**
 * The delete's state: which entity is asked about (the confirmation), and the running delete (a
 * mutation invalidating `queryKey`). `run` deletes at once, for a screen whose edit dialog has its
 * own Supprimer.
 */
export function useEntityDeletion<T>(
  remove: (entity: T) => Promise<EntityDone | undefined>,
  queryKey: QueryKey,
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const removal = useAreaMutation(remove, [queryKey]);

  /** True once the server no longer holds the entity (the list is then read again). */
  const run = async (target: T) => {
    try {
      const result = await removal.mutateAsync(target);
      if (!result) return false;
      toast.success(result.message);
      return true;
    } catch {
      // Network failure: the fetch helper already said so.
      return false;
    }
  };

  const confirm = async () => {
    if (deleting !== null && (await run(deleting))) setDeleting(null);
  };

  return {
    deleting,
    running: removal.isPending,
    ask: setDeleting,
    cancel: () => setDeleting(null),
    confirm,
    run,
  };
}

/** What a list screen does to its entities: the create/edit dialog and the delete. */
export interface EntityActionsOptions<T, D> {
  form: EntityForm<T, D>;
  remove: (entity: T) => Promise<EntityDone | undefined>;
  /** The list's query key (its area's, api/query-client.ts): a save or a delete invalidates it. */
  queryKey: QueryKey;
}

export function useEntityActions<T, D>({ form, remove, queryKey }: EntityActionsOptions<T, D>) {
  return {
    editor: useEntityEditor(form, queryKey),
    deletion: useEntityDeletion(remove, queryKey),
  };
}

export type EntityActions<T, D> = ReturnType<typeof useEntityActions<T, D>>;
