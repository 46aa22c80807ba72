// What a reminder claims on top of the amount due, each with what the law allows (docs/decisions.md,
// "Reminders: what the law lets a reminder claim"); the app applies the limits by country and client.
import { FieldError } from '../../components/inputs/FieldLabel';
import { NumberInput } from '../../components/inputs/NumberInput';
import { ToggleSwitch } from '../../components/inputs/ToggleSwitch';
import { controlId, type ReminderSettingsDraft } from './reminder-settings-draft';

type Claims = ReminderSettingsDraft['claims'];

export const HELP_INTEREST =
  'Professionnels : en Belgique, le taux de la loi du 2 août 2002 (taux BCE + 8 points), dès le lendemain de l’échéance ; en France, le taux de pénalités indiqué sur vos factures. Consommateurs : en Belgique, au plus ce même taux, après le délai du premier rappel ; en France, le taux de l’intérêt légal, après la mise en demeure. Les taux légaux changent chaque semestre : vérifiez-les.';
export const HELP_LUMP_SUM =
  'Professionnels (Belgique et France) : 40 € par facture, sans TVA. Consommateurs belges : au plus 20 € jusqu’à 150 € dus, 30 € + 10 % au-delà, 65 € + 5 % au-delà de 500 € (2 000 € au plus), après le délai du premier rappel. Consommateurs français : rien.';
export const HELP_REMINDER_FEE =
  'Consommateurs belges seulement : le premier rappel est toujours gratuit ; chaque rappel suivant coûte au plus 7,50 € (Code de droit économique, XIX.4).';

export function ReminderClaimsFields({
  claims,
  onChange,
  error,
}: {
  claims: Claims;
  onChange: (claims: Claims) => void;
  /** The server's message about the claims. */
  error: string | undefined;
}) {
  const id = (field: keyof Claims) => controlId('claims', field);
  return (
    <div className="reminder-settings__claims" id={controlId('claims')} tabIndex={-1}>
      <FieldError inputId={controlId('claims')} error={error} />
      <p className="reminder-settings__help">
        Rien n’est réclamé sans votre accord ; l’application applique les limites de la loi selon le
        pays et le client (consommateur ou professionnel). Les frais vont sur la relance, jamais sur
        la facture.
      </p>
      <ToggleSwitch
        id={id('interest')}
        label="Réclamer des intérêts de retard"
        checked={claims.interest}
        onChange={(interest) => onChange({ ...claims, interest })}
      />
      <NumberInput
        id={id('interest_rate')}
        label="Taux annuel (%)"
        value={claims.interest_rate}
        onChange={(rate) => onChange({ ...claims, interest_rate: rate })}
        decimals={2}
        max={100}
      />
      <p className="reminder-settings__help">{HELP_INTEREST}</p>
      <ToggleSwitch
        id={id('lump_sum')}
        label="Réclamer l’indemnité forfaitaire"
        checked={claims.lump_sum}
        onChange={(lumpSum) => onChange({ ...claims, lump_sum: lumpSum })}
      />
      <p className="reminder-settings__help">{HELP_LUMP_SUM}</p>
      <NumberInput
        id={id('reminder_fee')}
        label="Frais de rappel (€, 7,50 au plus)"
        value={claims.reminder_fee}
        onChange={(fee) => onChange({ ...claims, reminder_fee: fee })}
        decimals={2}
      />
      <p className="reminder-settings__help">{HELP_REMINDER_FEE}</p>
    </div>
  );
}
