import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { FormDialog } from '../dialogs/FormDialog';
import type { EntityActions, EntityForm } from './useEntityEditor';
import { PlainButton } from '../buttons/PlainButton';

export const MSG_DELETE_CONFIRMATION = 'Etes vous sûr de vouloir supprimer?';

export interface EntityDialogsProps<T, D> {
  form: EntityForm<T, D>;
  actions: EntityActions<T, D>;
  /**
   * How a delete is asked for. `confirm`: the list's Supprimer opens the confirmation, with this
   * sentence under 'Etes vous sûr de vouloir supprimer?'. `inForm`: the edit dialog has its own
   * Supprimer, which deletes at once and closes the dialog.
   */
  deletion: { confirm: (entity: T) => string } | 'inForm';
}

/** A list screen's create/edit dialog and its delete confirmation. */
export function EntityDialogs<T, D>({ form, actions, deletion }: EntityDialogsProps<T, D>) {
  const { editor, deletion: removal } = actions;
  const entity = editor.editing?.entity ?? null;
  const busy = editor.saving || removal.running;

  return (
    <>
      <FormDialog
        open={editor.editing !== null}
        title={entity !== null ? form.editTitle : form.createTitle}
        submitLabel={entity !== null ? (form.editLabel ?? 'Enregistrer') : form.createLabel}
        onSubmit={() => void editor.save()}
        onClose={editor.close}
        loading={busy}
        refusals={editor.refusals}
        extraActions={
          deletion === 'inForm' && entity !== null ? (
            <PlainButton
              variant="danger"
              disabled={busy}
              onClick={() => void removal.run(entity).then((done) => done && editor.close())}
            >
              Supprimer
            </PlainButton>
          ) : null
        }
      >
        {form.fields({
          draft: editor.draft,
          entity,
          errors: editor.errors,
          set: editor.set,
          bind: editor.bind,
        })}
      </FormDialog>

      {deletion === 'inForm' ? null : (
        <ConfirmDialog
          open={removal.deleting !== null}
          title={MSG_DELETE_CONFIRMATION}
          message={removal.deleting !== null ? deletion.confirm(removal.deleting) : ''}
          confirmLabel="Supprimer"
          onConfirm={() => void removal.confirm()}
          onCancel={removal.cancel}
          loading={removal.running}
        />
      )}
    </>
  );
}
