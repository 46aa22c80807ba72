import type { PaymentMethod } from '@app/shared/accounting';
import type { PaymentMethod as DbPaymentMethod } from '../../generated/prisma/client.js';

// Prisma names the enum member Carte_bancaire; the database and the API say "Carte bancaire".
const TO_DB: Record<PaymentMethod, DbPaymentMethod> = {
  Cash: 'Cash',
  'Carte bancaire': 'Carte_bancaire',
  Virement: 'Virement',
};

export const toDbPaymentMethod = (method: PaymentMethod): DbPaymentMethod => TO_DB[method];

export function fromDbPaymentMethod(method: DbPaymentMethod): PaymentMethod {
  return method === 'Carte_bancaire' ? 'Carte bancaire' : method;
}
