import { describe, expect, test } from 'vitest';
import {
  beConsumerCostsFrom,
  belgianWorkingDay,
  easterSunday,
  beConsumerLumpSumCapCents,
  interestCents,
  NO_CLAIMS,
  reminderCharges,
  type LatePaymentClaims,
  type ReminderCase,
  type SentReminder,
} from './late-payment';

const ALL: LatePaymentClaims = {
  interest: true,
  interest_rate_bp: 1_215,
  lump_sum: true,
  reminder_fee_cents: 1_000,
};

const byEmail = (sent_on: string, formal_notice = false): SentReminder => ({
  sent_on,
  channel: 'email',
  formal_notice,
});

const base: ReminderCase = {
  country: 'BE',
  debtor: 'consumer',
  claims: ALL,
  amountDueCents: 100_000,
  dueDate: '2026-03-01',
  sentOn: '2026-03-08',
  previous: [],
};

describe('the Belgian consumer lump sum (CDE XIX.4)', () => {
  test.each([
    [1, 2_000],
    [14_999, 2_000],
    [15_000, 2_000],
    // From 150,01 €: 30 € and 10 % of what is above 150 €.
    [15_001, 3_000],
    [20_000, 3_500],
    [50_000, 6_500],
    // Above 500 €: 65 € and 5 % of what is above 500 €.
    [50_001, 6_500],
    [50_010, 6_501],
    [100_000, 9_000],
    // 2 000 € reached at 39 200 €, and never more.
    [3_920_000, 200_000],
    [3_920_100, 200_000],
    [2_147_483_647, 200_000],
  ])('%i cents due: at most %i cents', (due, cap) => {
    expect(beConsumerLumpSumCapCents(due)).toBe(cap);
  });

  test('nothing is due, nothing is claimed', () => {
    expect(beConsumerLumpSumCapCents(0)).toBe(0);
  });
});

describe('the Belgian calendar', () => {
  test.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is on %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  test.each([
    ['2026-04-06', false], // Easter Monday
    ['2026-05-14', false], // Ascension
    ['2026-05-25', false], // Whit Monday
    ['2026-07-21', false], // National day
    ['2026-11-11', false], // Armistice
    ['2026-11-28', false], // a Saturday
    ['2026-11-27', true],
    ['2026-05-13', true],
  ])('%s is a working day: %s', (day, working) => {
    expect(belgianWorkingDay(day)).toBe(working);
  });
});

describe('interest', () => {
  test('simple interest on a 365-day year, rounded to the nearest cent', () => {
    // 1 000 € at 12,15 % for 30 days: 9,986… €.
    expect(interestCents(100_000, 1_215, 30)).toBe(999);
    expect(interestCents(100_000, 1_215, 365)).toBe(12_150);
    expect(interestCents(100_000, 1_215, 0)).toBe(0);
  });

  test('exact for the largest amounts (no float overflow)', () => {
    expect(interestCents(2_147_483_647, 10_000, 3_650)).toBe(21_474_836_470);
  });
});

describe('Belgium, consumer', () => {
  test('the first reminder is free, whatever is claimed', () => {
    const charges = reminderCharges(base);
    expect(charges).toMatchObject({ totalCents: 0, costsFrom: null, interestFrom: null });
  });

  test('the 14 days start the day after an e-mail; fees from the day after they end', () => {
    expect(beConsumerCostsFrom(byEmail('2026-03-08'))).toBe('2026-03-23');
    const early = reminderCharges({
      ...base,
      sentOn: '2026-03-22',
      previous: [byEmail('2026-03-08')],
    });
    expect(early.totalCents).toBe(0);
    expect(early.costsFrom).toBe('2026-03-23');

    const onTime = reminderCharges({
      ...base,
      sentOn: '2026-03-23',
      previous: [byEmail('2026-03-08')],
    });
    // Fee capped at 7,50 €; damages 65 € + 5 % of 500 €; one day of interest on 1 000 €.
    expect(onTime).toMatchObject({
      reminderFeesCents: 750,
      lumpSumCents: 9_000,
      interestFrom: '2026-03-23',
      interestDays: 1,
      interestCents: 33,
    });
    expect(onTime.totalCents).toBe(750 + 9_000 + 33);
  });

  test('a posted first reminder starts the period on the third working day after it', () => {
    // Posted on Friday 6 March 2026: Monday 9, Tuesday 10, Wednesday 11 → the period starts on
    // the 11th and ends on the 24th.
    const posted = { sent_on: '2026-03-06', channel: 'post' as const };
    expect(beConsumerCostsFrom(posted)).toBe('2026-03-25');
    // A public holiday on Monday 9 pushes it one working day further.
    const holiday = (day: string) => day !== '2026-03-09' && !['0', '6'].includes(dayOf(day));
    expect(beConsumerCostsFrom(posted, holiday)).toBe('2026-03-26');
  });

  test('a posted reminder before a Belgian public holiday starts its period a working day later', () => {
    // Posted on Thursday 30 April 2026: 1 May is a holiday, so Monday 4, Tuesday 5 and Wednesday
    // 6 May are the three working days; the 14 days end on 19 May.
    expect(beConsumerCostsFrom({ sent_on: '2026-04-30', channel: 'post' })).toBe('2026-05-20');
    // Posted on Good Friday 3 April 2026: Easter Monday is not a working day.
    expect(beConsumerCostsFrom({ sent_on: '2026-04-03', channel: 'post' })).toBe('2026-04-23');
  });

  test('each later reminder sent once fees are allowed adds its fee', () => {
    const charges = reminderCharges({
      ...base,
      claims: { ...NO_CLAIMS, reminder_fee_cents: 500 },
      sentOn: '2026-04-20',
      previous: [byEmail('2026-03-08'), byEmail('2026-03-20'), byEmail('2026-04-05')],
    });
    // The reminder of 20 March came before the 23rd: free; 5 April and 20 April are charged.
    expect(charges).toMatchObject({ reminderFeesCents: 1_000, lumpSumCents: 0, interestCents: 0 });
  });
});

describe('Belgium, business (law of 2 August 2002)', () => {
  test('interest from the day after the due date and 40 €, from the first reminder on', () => {
    const charges = reminderCharges({ ...base, debtor: 'business' });
    expect(charges).toMatchObject({
      reminderFeesCents: 0,
      lumpSumCents: 4_000,
      interestFrom: '2026-03-02',
      interestDays: 7,
      interestCents: interestCents(100_000, 1_215, 7),
    });
  });

  test('nothing claimed when the organization claims nothing', () => {
    expect(reminderCharges({ ...base, debtor: 'business', claims: NO_CLAIMS }).totalCents).toBe(0);
  });
});

describe('France', () => {
  test('business: penalties at the invoice rate from the day after the due date and 40 €', () => {
    const charges = reminderCharges({ ...base, country: 'FR', debtor: 'business' });
    expect(charges).toMatchObject({ lumpSumCents: 4_000, interestDays: 7, reminderFeesCents: 0 });
  });

  test('consumer: only the legal interest, and only after the formal notice', () => {
    const france = { ...base, country: 'FR' as const };
    expect(reminderCharges({ ...france, previous: [byEmail('2026-03-08')] }).totalCents).toBe(0);
    const after = reminderCharges({
      ...france,
      sentOn: '2026-04-10',
      previous: [byEmail('2026-03-08'), byEmail('2026-03-31', true)],
    });
    expect(after).toMatchObject({
      lumpSumCents: 0,
      reminderFeesCents: 0,
      interestFrom: '2026-04-01',
      interestDays: 10,
      interestCents: interestCents(100_000, 1_215, 10),
    });
  });
});

function dayOf(isoDate: string): string {
  return String(new Date(`${isoDate}T00:00:00Z`).getUTCDay());
}
