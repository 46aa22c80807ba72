import {
  ORGANIZATION_PAYER_ID,
  ORGANIZATION_PAYER_NAME,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@app/shared/accounting';
import type { DropdownOption } from '../../lib/dropdown-option';

export interface PayerChoice {
  user_id: number;
  name: string;
}

export interface EventChoice {
  event_id: number;
  name: string;
}

export const PAYMENT_METHOD_OPTIONS: DropdownOption<PaymentMethod>[] = PAYMENT_METHODS.map(
  (method) => ({ value: method, label: method }),
);

/**
 * Payé par: the organization (id -1, spec §3) then the members. A payer the list no longer has
 * (a member who left) is kept so an entry opened for editing still shows who paid.
 */
export function payerOptions(users: readonly PayerChoice[], current?: PayerChoice | null) {
  const options: DropdownOption<number>[] = [
    { value: ORGANIZATION_PAYER_ID, label: ORGANIZATION_PAYER_NAME },
    ...users.map((user) => ({ value: user.user_id, label: user.name })),
  ];
  if (current && !options.some((option) => option.value === current.user_id)) {
    options.push({ value: current.user_id, label: current.name });
  }
  return options;
}

export function eventOptions(events: readonly EventChoice[], current?: EventChoice | null) {
  const options: DropdownOption<number>[] = events.map((event) => ({
    value: event.event_id,
    label: event.name,
  }));
  if (current && !options.some((option) => option.value === current.event_id)) {
    options.push({ value: current.event_id, label: current.name });
  }
  return options;
}
