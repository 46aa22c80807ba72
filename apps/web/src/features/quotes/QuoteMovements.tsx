// The quote's "Sortie et retour": where its equipment is, the units missing at the
// return in red, and the actions that record, correct or undo a departure or a return.
import { formatDateFr } from '@app/shared/format';
import type { QuoteDetailsResponse } from '@app/shared/quotes';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { PlainButton } from '../../components/buttons/PlainButton';
import { RoleOnly } from '../../components/feedback/RoleLock';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import { useConfirmedAction } from '../../components/dialogs/useConfirmedAction';
import { MovementDialog, type MovementKind } from './MovementDialog';
import { getQuoteDetails, undoMovement } from './quotes.api';

export interface QuoteMovementsProps {
  /** The quote as it was opened; read again here after each change. */
  details: QuoteDetailsResponse;
  /** After a change (the list shows the units missing). */
  onChanged: () => void;
}

/** "2 manquant(s) : Chaise pliante", or with several products "3 manquant(s) : Chaise (2), Table (1)". */
export function missingText(details: QuoteDetailsResponse): string | null {
  const lines = details.products.filter((line) => line.missing > 0);
  if (lines.length === 0) return null;
  const names =
    lines.length === 1
      ? lines[0]!.name
      : lines.map((line) => `${line.name} (${line.missing})`).join(', ');
  return `${details.quote.missing} manquant(s) : ${names}`;
}

const by = (who: string | null) => (who ? ` par ${who}` : '');

const UNDO = {
  departure: {
    title: 'Annuler la sortie',
    message: 'La sortie enregistrée sera effacée : le matériel sera considéré comme non sorti.',
  },
  return: {
    title: 'Annuler le retour',
    message:
      'Le retour enregistré sera effacé : le matériel sera de nouveau considéré comme sorti.',
  },
} as const;

export function QuoteMovements({ details: opened, onChanged }: QuoteMovementsProps) {
  // Its own copy: reading the quote again leaves the form's draft alone.
  const [details, setDetails] = useState(opened);
  const { quote } = details;
  const [dialog, setDialog] = useState<MovementKind | null>(null);
  const changed = async () => {
    onChanged();
    const fresh = await getQuoteDetails(quote.quote_id);
    if (fresh) setDetails(fresh);
  };
  const undo = useConfirmedAction<MovementKind>(async (movement) => {
    const result = await undoMovement(quote.quote_id, movement);
    if (!result) return false;
    toast.success(result.message);
    await changed();
    return true;
  });
  const departed = quote.departed_on !== null;
  const returned = quote.returned_on !== null;

  return (
    <section className="quote-movements" aria-labelledby="quote-movements-title">
      <h3 id="quote-movements-title" className="quote-movements__title">
        Sortie et retour
      </h3>
      <MovementState details={details} />
      {/* Recording the departure or the return is a member's work. */}
      <RoleOnly action="write">
        <div className="quote-movements__actions">
          {returned ? null : (
            <PlainButton variant="secondary" onClick={() => setDialog('departure')}>
              {departed ? 'Modifier la sortie' : 'Marquer comme sorti'}
            </PlainButton>
          )}
          {departed ? (
            <PlainButton variant="secondary" onClick={() => setDialog('return')}>
              {returned ? 'Corriger le retour' : 'Enregistrer le retour'}
            </PlainButton>
          ) : null}
          {departed && !returned ? (
            <PlainButton variant="secondary" onClick={() => undo.ask('departure')}>
              Annuler la sortie
            </PlainButton>
          ) : null}
          {returned ? (
            <PlainButton variant="secondary" onClick={() => undo.ask('return')}>
              Annuler le retour
            </PlainButton>
          ) : null}
        </div>
      </RoleOnly>
      {dialog ? (
        <MovementDialog
          kind={dialog}
          details={details}
          onClose={() => setDialog(null)}
          onSaved={() => void changed()}
        />
      ) : null}
      <ConfirmDialog
        {...undo.dialog}
        title={undo.subject ? UNDO[undo.subject].title : ''}
        message={undo.subject ? UNDO[undo.subject].message : ''}
        confirmLabel={undo.subject ? UNDO[undo.subject].title : 'Confirmer'}
        cancelLabel="Conserver"
      />
    </section>
  );
}

/** Where the equipment is: out since, back since, the units missing in red. */
function MovementState({ details }: { details: QuoteDetailsResponse }) {
  const { quote } = details;
  const missing = missingText(details);
  const departed = quote.departed_on !== null;
  const returned = quote.returned_on !== null;
  return (
    <div className="quote-movements__state">
      {departed ? (
        <p>
          Sorti le {formatDateFr(quote.departed_on!)}
          {by(quote.departed_by)}
          {quote.overdue ? <StatusBadge look={{ label: 'En retard', tone: 'warning' }} /> : null}
          {quote.departure_note ? (
            <span className="quote-movements__note"> — {quote.departure_note}</span>
          ) : null}
        </p>
      ) : (
        <p>Le matériel n’est pas encore sorti.</p>
      )}
      {returned ? (
        <p>
          Retourné le {formatDateFr(quote.returned_on!)}
          {by(quote.returned_by)}
          {quote.return_note ? (
            <span className="quote-movements__note"> — {quote.return_note}</span>
          ) : null}
        </p>
      ) : null}
      {missing ? <p className="quote-movements__missing">{missing}</p> : null}
    </div>
  );
}
