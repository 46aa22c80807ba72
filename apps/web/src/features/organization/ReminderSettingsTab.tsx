// The « Relances » tab of the organization (issue #32): the automatic sending, the reminder levels
// and what a reminder claims. Admins edit them; the other roles read them.
import { reminderSettingsSchema, type ReminderSettingsDto } from '@app/shared/reminders';
import { useState } from 'react';
import { isFieldRefusal } from '../../api/form-request';
import { LoadError } from '../../components/feedback/LoadError';
import { RoleLock } from '../../components/feedback/RoleLock';
import { Spinner } from '../../components/feedback/Spinner';
import { SchemaForm } from '../../components/forms/SchemaForm';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { FieldErrorsProvider } from '../../components/inputs/FieldErrorsContext';
import { ToggleSwitch } from '../../components/inputs/ToggleSwitch';
import { useRemote } from '../../hooks/useRemote';
import { announced } from '../../lib/server-result';
import type { FieldErrors } from '../../lib/validation';
import { OrganizationSection } from './OrganizationSection';
import { ReminderClaimsFields } from './ReminderClaimsFields';
import { ReminderLevelsFields } from './ReminderLevelsFields';
import { getReminderSettings, saveReminderSettings } from './reminder-settings.api';
import {
  controlErrorsOf,
  controlId,
  draftOf,
  REMINDERS_ID,
  type ReminderSettingsDraft,
} from './reminder-settings-draft';

/** Under the organization's key: read again with the organization. */
export const REMINDER_SETTINGS_KEY = ['organization', 'reminderSettings'] as const;

export const HELP_AUTO_SEND =
  'Les relances dues sont envoyées chaque jour ouvrable entre 8 h et 19 h aux clients qui ont une adresse e-mail. Les autres restent dans « Relances », à remettre à la main.';

/** Focuses the first control with a message once they are drawn. */
const focusFirstError = () =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`#${REMINDERS_ID}-form [aria-invalid="true"]`)?.focus(),
  );

function ReminderSettingsForm({
  settings,
  onSaved,
}: {
  settings: ReminderSettingsDto;
  onSaved: (settings: ReminderSettingsDto) => void;
}) {
  const [draft, setDraft] = useState<ReminderSettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting, submitWith } = useSchemaForm();
  const change = (next: ReminderSettingsDraft) => {
    setDraft(next);
    setErrors({});
  };

  const save = async () => {
    const result = await saveReminderSettings(draft);
    if (isFieldRefusal(result)) {
      // The server names the part at fault (levels, claims, auto_send): its message goes there.
      const id = controlId(result.field);
      setErrors({ [id]: result.refused });
      document.getElementById(id)?.focus();
      return;
    }
    if (announced(result)) onSaved(result.settings);
  };

  return (
    <FieldErrorsProvider errors={errors}>
      <SchemaForm
        id={`${REMINDERS_ID}-form`}
        aria-label="Paramètres des relances"
        className="reminder-settings"
        submitting={submitting}
        submitLabel="Enregistrer les relances"
        onSubmit={submitWith({
          schema: reminderSettingsSchema,
          values: draft,
          idPrefix: REMINDERS_ID,
          onInvalid: (error) => {
            setErrors(controlErrorsOf(error));
            focusFirstError();
          },
          send: save,
        })}
      >
        <OrganizationSection titleId="reminders-auto-title" title="Envoi automatique">
          <ToggleSwitch
            id={controlId('auto_send')}
            label="Envoyer automatiquement les relances dues"
            checked={draft.auto_send}
            onChange={(auto_send) => change({ ...draft, auto_send })}
          />
          <p className="reminder-settings__help">{HELP_AUTO_SEND}</p>
        </OrganizationSection>
        <OrganizationSection titleId="reminders-levels-title" title="Niveaux de relance">
          <ReminderLevelsFields
            levels={draft.levels}
            onChange={(levels) => change({ ...draft, levels })}
            error={errors[controlId('levels')]}
          />
        </OrganizationSection>
        <OrganizationSection titleId="reminders-claims-title" title="Frais et intérêts de retard">
          <ReminderClaimsFields
            claims={draft.claims}
            onChange={(claims) => change({ ...draft, claims })}
            error={errors[controlId('claims')]}
          />
        </OrganizationSection>
      </SchemaForm>
    </FieldErrorsProvider>
  );
}

export function ReminderSettingsTab() {
  const { state, reload, update } = useRemote(REMINDER_SETTINGS_KEY, getReminderSettings);
  if (state.status === 'loading') return <Spinner block label="Chargement des relances" />;
  if (state.status === 'failed') {
    return <LoadError what="les paramètres des relances" onRetry={reload} />;
  }
  return (
    <RoleLock action="organization">
      <ReminderSettingsForm settings={state.data} onSaved={(saved) => update(() => saved)} />
    </RoleLock>
  );
}
