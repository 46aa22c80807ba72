import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { ClientPeppolNotice } from './ClientPeppolNotice';
import type { useInvoiceActions } from './invoice-actions';

export const MSG_CONFIRM_VALIDATION =
  'Valider la facture ? Elle recevra son numéro définitif et ne pourra plus être modifiée : toute correction se fera par une note de crédit.';

/** The confirmation of an invoice's validation (list and page), with the server's refusal. */
export function InvoiceValidationDialog({
  actions,
}: {
  actions: ReturnType<typeof useInvoiceActions>;
}) {
  const { confirming, validationError } = actions;
  return (
    <ConfirmDialog
      open={confirming !== null}
      title={confirming ? `Valider la facture ${confirming.formatted_invoice_id}` : ''}
      message={
        <>
          {MSG_CONFIRM_VALIDATION}
          {confirming ? <ClientPeppolNotice clientId={confirming.client.client_id} /> : null}
          {validationError ? (
            <span role="alert" className="form-error">
              {validationError}
            </span>
          ) : null}
        </>
      }
      confirmLabel="Valider la facture"
      variant="primary"
      loading={actions.busy?.kind === 'validate'}
      onConfirm={() => {
        if (confirming) void actions.validate(confirming);
      }}
      onCancel={actions.cancelValidation}
    />
  );
}
