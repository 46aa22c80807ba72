// The home page (issue #30 §1): what needs doing in the organization, as the member's role may
// read it, or the first steps of a new organization.
import { monthRangeIso, todayIso } from '@app/shared/dates';
import { HOME_LINE_SOURCES } from '@app/shared/home-endpoints';
import {
  checklistDone,
  readableLines,
  weekOf,
  type HomeChecklist,
  type HomeFigures,
  type HomeResponse,
} from '@app/shared/home';
import { centsToEuros } from '@app/shared/money';
import { missingLegalIdentity } from '@app/shared/organization';
import type { Role } from '@app/shared/roles';
import type { DbOrTx } from '../../db/prisma.js';
import { readHomeRow, type HomeRow } from './home.data.js';

const euros = (cents: bigint | number) => centsToEuros(Number(cents));

/** Every line, before the role leaves out what it cannot read. */
function figuresOf(row: HomeRow): Required<HomeFigures> {
  return {
    pending_invoices: { count: row.pending_invoices },
    overdue_invoices: { count: row.overdue_count, amount: euros(row.overdue_cents) },
    departures_this_week: { count: row.departures },
    returns_this_week: { count: row.returns },
    missing_units: { count: row.missing_rentals, units: Number(row.missing_units) },
    unpaid_total: { amount: euros(row.unpaid_cents) },
    cash_this_month: {
      revenues: euros(row.revenue_cents),
      expenses: euros(row.expense_cents),
      balance: euros(row.revenue_cents - row.expense_cents),
    },
  };
}

export async function getHome(
  db: DbOrTx,
  organizationId: number,
  role: Role,
  now: Date = new Date(),
): Promise<HomeResponse> {
  const today = todayIso(now);
  const week = weekOf(today);
  const { start, end } = monthRangeIso(now);
  const month = { from: start, until: end };
  const organization = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: {
      country: true,
      enterprise_number: true,
      postal_code: true,
      city: true,
      bank_account: true,
      is_vat_subject: true,
      vat_number: true,
    },
  });
  const row = await readHomeRow(db, organizationId, { today, week, month });
  const checklist: HomeChecklist = {
    identity: missingLegalIdentity(organization).length === 0,
    product: row.has_product,
    client: row.has_client,
    quote: row.has_quote,
  };
  const all = figuresOf(row);
  const figures: HomeFigures = Object.fromEntries(
    readableLines(role, HOME_LINE_SOURCES).map((line) => [line, all[line]]),
  );
  return { checklist: checklistDone(checklist) ? null : checklist, figures, week, month };
}
