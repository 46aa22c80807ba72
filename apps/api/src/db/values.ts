// The one set of conversions between what Prisma reads and writes and what the API speaks.
// Calendar dates (`@db.Date` columns) are JS Dates at UTC midnight in Prisma and 'YYYY-MM-DD'
// strings everywhere else; `@db.Decimal` columns (VAT rates, day coefficients) are Prisma
// Decimals and plain numbers in the pricing and the API. Money stays integer cents and becomes
// euros only at the boundary, through `centsToEuros`/`eurosToCents` of `@app/shared/money`.

/** The value Prisma writes to a `@db.Date` column for a 'YYYY-MM-DD' calendar date. */
export function toDbDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** The 'YYYY-MM-DD' calendar date of a `@db.Date` column's value. */
export function fromDbDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A nullable `@db.Date` column's value as 'YYYY-MM-DD' or null. */
export function fromDbDateOrNull(date: Date | null): string | null {
  return date ? fromDbDate(date) : null;
}

/** A Prisma `where` on a `@db.Date` column: both ends of the calendar range included. */
export function dbDateRange(range: { start: string; end: string }): { gte: Date; lte: Date } {
  return { gte: toDbDate(range.start), lte: toDbDate(range.end) };
}

/** A `@db.Decimal` column's value (a Prisma Decimal) as a number. */
export function decimalToNumber(value: { toNumber(): number } | number): number {
  return typeof value === 'number' ? value : value.toNumber();
}
