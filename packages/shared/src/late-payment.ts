// What a payment reminder may claim on top of the amount due (issue #32), by the law of the
// organization's country and whether the client is a consumer. Sources and choices are in
// docs/decisions.md ("Reminders: what the law lets a reminder claim"). Everything here is in
// cents and calendar dates; fees and interest go on the reminder, never on the frozen invoice.
import { addDaysIso, isoDateToUtcMs } from './dates.js';

export type ReminderCountry = 'BE' | 'FR';
export type Debtor = 'consumer' | 'business';
export type ReminderChannel = 'email' | 'post';

/** What the organization claims, within the law's limits; everything off by default. */
export type LatePaymentClaims = {
  /**
   * Interest: Belgium, at most the rate of the law of 2 August 2002; France, business, the
   * penalty rate stated on the invoice; France, consumer, the legal interest rate.
   */
  interest: boolean;
  /** The yearly rate in hundredths of a percent (1 215 = 12,15 %). */
  interest_rate_bp: number;
  /** Belgium, consumer: the capped lump-sum damages; business (both countries): the 40 € sum. */
  lump_sum: boolean;
  /** Belgium, consumer only: the fee of each reminder after the first (at most 7,50 €). */
  reminder_fee_cents: number;
};

export const NO_CLAIMS: LatePaymentClaims = {
  interest: false,
  interest_rate_bp: 0,
  lump_sum: false,
  reminder_fee_cents: 0,
};

/** Belgium, consumer (CDE XIX.4 §2): a later reminder costs at most 7,50 € (postage aside). */
export const BE_CONSUMER_REMINDER_FEE_MAX_CENTS = 750;
/** Business debtors: the fixed recovery sum (BE law of 2 August 2002 art. 6; FR D441-5). */
export const BUSINESS_LUMP_SUM_CENTS = 4_000;
/** Belgium, consumer: the days the first reminder leaves to pay before anything is owed. */
export const BE_CONSUMER_GRACE_DAYS = 14;

/** A reminder already sent, as the rules read it. */
export interface SentReminder {
  sent_on: string;
  channel: ReminderChannel;
  /** The reminder was the formal notice (mise en demeure). */
  formal_notice: boolean;
}

export interface ReminderCase {
  country: ReminderCountry;
  debtor: Debtor;
  claims: LatePaymentClaims;
  /** What is left to pay on the invoice when the reminder is made. */
  amountDueCents: number;
  /** The invoice's due date. */
  dueDate: string;
  /** The day the reminder is sent. */
  sentOn: string;
  /** The reminders sent before this one, oldest first. */
  previous: readonly SentReminder[];
  /** Working days (the third one after posting starts the Belgian period); Belgium's by default. */
  isWorkingDay?: (isoDate: string) => boolean;
}

export interface ReminderCharges {
  /** Belgium, consumer: the fees of the reminders after the first sent once fees were allowed. */
  reminderFeesCents: number;
  lumpSumCents: number;
  interestCents: number;
  /** The first day of interest (inclusive) to `sentOn` (inclusive); null without interest. */
  interestFrom: string | null;
  interestDays: number;
  totalCents: number;
  /** Belgium, consumer: the first day anything may be claimed; null before the first reminder. */
  costsFrom: string | null;
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) =>
  Math.round((isoDateToUtcMs(to) - isoDateToUtcMs(from)) / DAY_MS);

/** Easter Sunday of a Gregorian year (the Meeus/Jones/Butcher computus), as an ISO date. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Belgium's ten legal public holidays (arrêté royal du 18 avril 1974) of a year. */
export function belgianHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'];
  return new Set([
    ...fixed.map((day) => `${year}-${day}`),
    addDaysIso(easter, 1), // Easter Monday
    addDaysIso(easter, 39), // Ascension
    addDaysIso(easter, 50), // Whit Monday
  ]);
}

/**
 * A Belgian working day: Monday to Friday but the public holidays. Saturday is a working day in
 * Belgian law ("jour ouvrable"); not counting it only ever starts the period later.
 */
export function belgianWorkingDay(isoDate: string): boolean {
  const day = new Date(isoDateToUtcMs(isoDate)).getUTCDay();
  if (day === 0 || day === 6) return false;
  return !belgianHolidays(Number(isoDate.slice(0, 4))).has(isoDate);
}

/**
 * Belgium, consumer (CDE XIX.2 §1): the 14 calendar days start the day after an e-mail, or the
 * third working day after posting; fees, damages and interest may be claimed the day after.
 */
export function beConsumerCostsFrom(
  first: Pick<SentReminder, 'sent_on' | 'channel'>,
  isWorkingDay: (isoDate: string) => boolean = belgianWorkingDay,
): string {
  let start = addDaysIso(first.sent_on, 1);
  if (first.channel === 'post') {
    let workingDays = isWorkingDay(start) ? 1 : 0;
    while (workingDays < 3) {
      start = addDaysIso(start, 1);
      if (isWorkingDay(start)) workingDays++;
    }
  }
  return addDaysIso(start, BE_CONSUMER_GRACE_DAYS);
}

/**
 * Belgium, consumer (CDE XIX.4 §2): the most the lump-sum damages may be on `amountDueCents`:
 * 20 € up to 150 €; 30 € and 10 % of the part from 150,01 € to 500 €; 65 € and 5 % of the part
 * above 500 €, at most 2 000 €.
 */
export function beConsumerLumpSumCapCents(amountDueCents: number): number {
  if (amountDueCents <= 0) return 0;
  if (amountDueCents <= 15_000) return 2_000;
  if (amountDueCents <= 50_000) return 3_000 + roundedRatio(amountDueCents - 15_000, 1, 10);
  return Math.min(6_500 + roundedRatio(amountDueCents - 50_000, 1, 20), 200_000);
}

/** a × b / c rounded half up, exact for any amount (BigInt: a × rate × days exceeds 2^53). */
function roundedRatio(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const denominator = BigInt(c);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** Simple interest on `cents` at `rateBp` a year for `days` days (365-day year). */
export function interestCents(cents: number, rateBp: number, days: number): number {
  if (cents <= 0 || rateBp <= 0 || days <= 0) return 0;
  return roundedRatio(cents * days, rateBp, 3_650_000);
}

/** The first day of interest, or null when none may run yet. */
function interestStart(input: ReminderCase, costsFrom: string | null): string | null {
  if (input.debtor === 'business') return addDaysIso(input.dueDate, 1);
  if (input.country === 'BE') return costsFrom;
  // France, consumer (Code civil 1231-6): the legal rate from the formal notice on.
  const notice = input.previous.find((reminder) => reminder.formal_notice);
  return notice ? addDaysIso(notice.sent_on, 1) : null;
}

/** What the reminder `input` describes may claim, by its country's law and the claims chosen. */
export function reminderCharges(input: ReminderCase): ReminderCharges {
  const { claims, amountDueCents, sentOn } = input;
  const beConsumer = input.country === 'BE' && input.debtor === 'consumer';
  const first = input.previous[0];
  const costsFrom =
    beConsumer && first
      ? beConsumerCostsFrom(first, input.isWorkingDay ?? belgianWorkingDay)
      : null;
  // Belgium, consumer: nothing at all on the first reminder, nor before its period has run out.
  const mayCharge = !beConsumer || (costsFrom !== null && sentOn >= costsFrom);

  let reminderFeesCents = 0;
  if (beConsumer && mayCharge && claims.reminder_fee_cents > 0) {
    const fee = Math.min(claims.reminder_fee_cents, BE_CONSUMER_REMINDER_FEE_MAX_CENTS);
    const charged = [...input.previous.slice(1).map((r) => r.sent_on), sentOn];
    reminderFeesCents = fee * charged.filter((day) => day >= costsFrom!).length;
  }

  let lumpSumCents = 0;
  if (claims.lump_sum && mayCharge) {
    if (input.debtor === 'business') lumpSumCents = BUSINESS_LUMP_SUM_CENTS;
    else if (input.country === 'BE') lumpSumCents = beConsumerLumpSumCapCents(amountDueCents);
  }

  const start = claims.interest && mayCharge ? interestStart(input, costsFrom) : null;
  const interestDays = start && sentOn >= start ? daysBetween(start, sentOn) + 1 : 0;
  const interest = interestCents(amountDueCents, claims.interest_rate_bp, interestDays);

  return {
    reminderFeesCents,
    lumpSumCents,
    interestCents: interest,
    interestFrom: interestDays > 0 ? start : null,
    interestDays,
    totalCents: reminderFeesCents + lumpSumCents + interest,
    costsFrom,
  };
}
