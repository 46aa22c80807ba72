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
  if (fees.lump_sum > 0) lines.push(`Indemnité : ${formatEurosAmount(fees.lump_sum)}`);
  if (fees.interest > 0) lines.push(`Intérêts : ${formatEurosAmount(fees.interest)}`);
  return lines;
}

/** The interest's period, under its amount. */
const interestPeriod = (fees: ReminderFeesDto) =>
  fees.interest > 0 && fees.interest_from !== null
    ? `${fees.interest_days} j depuis le ${formatDateFr(fees.interest_from)}`
    : null;

function Fees({ fees }: { fees: ReminderFeesDto }) {
  const lines = feeLines(fees);
  if (lines.length === 0) return <span className="reminders__quiet">Aucuns frais</span>;
  const period = interestPeriod(fees);
  return (
    <ul className="reminders__fees">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {period === null ? null : <li className="reminders__quiet">{period}</li>}
      <li className="reminders__fees-total">Total : {formatEurosAmount(fees.total)}</li>
    </ul>
  );
}

const FORMAL_NOTICE = 'Mise en demeure';

/** « Niveau 2 · Deuxième rappel », the formal notice marked (its title said once). */
function Level({ item }: { item: ReminderItem }) {
  const title = item.formal_notice && item.title === FORMAL_NOTICE ? null : item.title;
  return (
    <span className="reminders__level">
      <span>
        Niveau {item.level}
        {title === null ? '' : ` · ${title}`}
      </span>
      {item.formal_notice ? <StatusBadge look={{ label: FORMAL_NOTICE, tone: 'danger' }} /> : null}
    </span>
  );
}

/** A value and, under it, a quieter line. */
function TwoLines({ main, detail }: { main: string; detail: string }) {
  return (
    <span className="reminders__two-lines">
      <span>{main}</span>
      <span className="reminders__quiet">{detail}</span>
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
  className: 'reminders__amount',
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
  {
    key: 'client',
    label: 'Client et envoi',
    render: (item) => (
      <span className="reminders__two-lines">
        <Link to={`/client/${item.client_id}`}>{item.client_name}</Link>
        <span className="reminders__quiet">{item.email ?? BY_HAND}</span>
      </span>
    ),
  },
  {
    key: 'due_date',
    label: 'Échéance',
    render: (item) => (
      <TwoLines
        main={formatDateFr(item.due_date)}
        detail={`${daysLate(item.days_late)} de retard`}
      />
    ),
    className: 'reminders__nowrap',
  },
  amountColumn,
  levelColumn,
  feesColumn,
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
  {
    key: 'channel',
    label: 'Envoi',
    render: (item) => (
      <TwoLines
        main={channelOf(item)}
        detail={item.sent_by_name === null ? 'Envoi automatique' : `par ${item.sent_by_name}`}
      />
    ),
  },
  amountColumn,
  feesColumn,
];

export function daysLate(days: number): string {
  return days > 1 ? `${days} jours` : `${days} jour`;
}
