// The {startDate, endDate} request body of list, dashboard and export calls (accounting, sales).
import { z } from 'zod';
import { MSG_RANGE_INVALID } from './accounting.js';
import { toBusinessDate } from './dates.js';

/** {startDate, endDate} (ISO dates or timestamps), inclusive, start ≤ end. */
export const rangeSchema = z
  .object({ startDate: z.unknown().optional(), endDate: z.unknown().optional() })
  .transform((value, ctx) => {
    const start = toBusinessDate(value.startDate);
    const end = toBusinessDate(value.endDate);
    if (!start || !end || start > end) {
      // The refusal names the date to change: the start when it is not read, else the end.
      ctx.addIssue({
        code: 'custom',
        message: MSG_RANGE_INVALID,
        path: [start ? 'endDate' : 'startDate'],
      });
      return z.NEVER;
    }
    return { start, end };
  });

export type DateRange = z.output<typeof rangeSchema>;
