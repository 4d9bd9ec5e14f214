/**
 * Internal: the calendar dates of a season log (rounds and league games), checked as real
 * days, and the weekday the Friday rule reads (Art. IV.2b).
 *
 * @module
 */
import { checkString, type ErrorPath, problemAt, type Report, show } from '../core/internal.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day of the week of an ISO date, 0 = Sunday, or −1 if it is not a valid date (2025-13-01, 2025-02-29). */
export function weekdayOf(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) return -1;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const dayOfMonth = Number(match[3]);
  if (month < 1 || month > 12 || dayOfMonth < 1) return -1;
  const day = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as they are.
  day.setUTCFullYear(year, month - 1, dayOfMonth);
  if (day.getUTCDate() !== dayOfMonth) return -1;
  return day.getUTCDay();
}

/**
 * A date field: text (`NOT_A_STRING`) that is a real calendar day `YYYY-MM-DD`
 * (`NOT_A_DATE`). Only text is matched: a regular expression would turn any other value
 * into text first, and a list nested ten thousand levels deep overflows the stack doing so
 * (issue 23 §3).
 *
 * @returns the weekday (0 = Sunday), or −1 after reporting the problem
 */
export function checkDate(value: unknown, path: ErrorPath, report: Report): number {
  if (!checkString(value, path, report, true)) return -1;
  const weekday = weekdayOf(value);
  if (weekday < 0) report(problemAt('NOT_A_DATE', path, value, `${show(value)} is not a date YYYY-MM-DD`));
  return weekday;
}
