// The columns of the « Relances » lists (cards below the tablet width, like the other lists).
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import type {
  DueReminderItem,
  ReminderFeesDto,
  ReminderItem,
  SentReminderItem,
} from '@app/shared/reminders';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import type { TableColumn } from '../../components/lists/SortableTable';

export const BY_HAND = 'À remettre à la main';

/** The fee lines a reminder claims, each with its amount; none when it claims nothing. */
export function feeLines(fees: ReminderFeesDto): string[] {
  if (fees.total <= 0) return [];
  const lines: string[] = [];
  if (fees.reminder_fees > 0)
    lines.push(`Frais de rappel : ${formatEurosAmount(fees.reminder_fees)}`);
  if (fees.lump_sum > 0) lines.push(`Indemnité forfaitaire : ${formatEurosAmount(fees.lump_sum)}`);
  if (fees.interest > 0) {
    const period =
      fees.interest_from === null
        ? ''
        : ` (${fees.interest_days} j depuis le ${formatDateFr(fees.interest_from)})`;
    lines.push(`Intérêts : ${formatEurosAmount(fees.interest)}${period}`);
  }
  return lines;
}

function Fees({ fees }: { fees: ReminderFeesDto }) {
  const lines = feeLines(fees);
  if (lines.length === 0) return <span className="reminders__quiet">Aucuns frais</span>;
  return (
    <ul className="reminders__fees">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      <li className="reminders__fees-total">Total : {formatEurosAmount(fees.total)}</li>
    </ul>
  );
}

/** « Niveau 2 · Deuxième rappel », the formal notice marked. */
function Level({ item }: { item: ReminderItem }) {
  return (
    <span className="reminders__level">
      <span>
        Niveau {item.level} · {item.title}
      </span>
      {item.formal_notice ? (
        <StatusBadge look={{ label: 'Mise en demeure', tone: 'danger' }} />
      ) : null}
    </span>
  );
}

const invoiceColumn: TableColumn<ReminderItem> = {
  key: 'invoice',
  label: 'Facture',
  render: (item) => (
    <Link to={`/invoice/${item.invoice_id}`} className="reminders__nowrap">
      {item.invoice_number}
    </Link>
  ),
};

const clientColumn: TableColumn<ReminderItem> = {
  key: 'client',
  label: 'Client',
  render: (item) => <Link to={`/client/${item.client_id}`}>{item.client_name}</Link>,
};

const levelColumn: TableColumn<ReminderItem> = {
  key: 'level',
  label: 'Relance',
  render: (item) => <Level item={item} />,
};

const amountColumn: TableColumn<ReminderItem> = {
  key: 'amount_due',
  label: 'Montant dû',
  render: (item) => formatEurosAmount(item.amount_due),
  className: 'document-list__amount',
};

const feesColumn: TableColumn<ReminderItem> = {
  key: 'fees',
  label: 'Frais',
  render: (item) => <Fees fees={item.fees} />,
};

const nowrap = <T,>(key: string, label: string, text: (item: T) => string): TableColumn<T> => ({
  key,
  label,
  render: text,
  className: 'reminders__nowrap',
});

/** A due reminder: the invoice, how late, what it claims and where it would go. */
export const DUE_COLUMNS: readonly TableColumn<DueReminderItem>[] = [
  invoiceColumn,
  clientColumn,
  nowrap<DueReminderItem>('due_date', 'Échéance', (item) => formatDateFr(item.due_date)),
  nowrap<DueReminderItem>('days_late', 'Retard', (item) => daysLate(item.days_late)),
  amountColumn,
  levelColumn,
  feesColumn,
  {
    key: 'email',
    label: 'Envoi',
    render: (item) => item.email ?? BY_HAND,
  },
];

/** How a sent reminder went out. */
export const channelOf = (item: SentReminderItem) =>
  item.channel === 'email' && item.recipient !== null
    ? `E-mail à ${item.recipient}`
    : 'Remise à la main';

/** A sent reminder: when, which, how and by whom. */
export const SENT_COLUMNS: readonly TableColumn<SentReminderItem>[] = [
  nowrap<SentReminderItem>('sent_on', 'Envoyée le', (item) => formatDateFr(item.sent_on)),
  invoiceColumn,
  clientColumn,
  levelColumn,
  { key: 'channel', label: 'Envoi', render: channelOf },
  {
    key: 'sent_by',
    label: 'Par',
    render: (item) => item.sent_by_name ?? 'Envoi automatique',
  },
  amountColumn,
  feesColumn,
];

export function daysLate(days: number): string {
  return days > 1 ? `${days} jours` : `${days} jour`;
}
