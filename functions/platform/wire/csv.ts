import * as z from 'zod/mini';
import { withMeta } from './meta';

/** A CSV answer in a handler's responses, beside its JSON one (`z.union([json, csvText])`): openapi.yaml documents it as `text/csv`. */
export const csvText = withMeta(z.string(), { description: 'CSV (RFC 4180) with a header row' });

/**
 * RFC 4180 CSV: a cell with a quote, comma or line break is quoted, its quotes doubled. A cell a
 * spreadsheet would run as a formula (starting = + - @, tab or carriage return) is prefixed with
 * a quote, so a task title cannot become a formula in the operator's spreadsheet; numbers are
 * written as they are (a negative amount stays a number).
 */
const cell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
};

/** A header row and the rows, CRLF-separated. */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string =>
  `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
