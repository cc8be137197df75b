import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../../../functions/platform/wire/csv';

describe('toCsv', () => {
  it('writes a header row and CRLF-ended rows, empty cells for absent values, numbers as they are', () => {
    expect(toCsv(['a', 'b', 'c'], [['x', null, -2.5]])).toBe('a,b,c\r\nx,,-2.5\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv(['t'], [['Shop, "open"?'], ['two\nlines']])).toBe('t\r\n"Shop, ""open""?"\r\n"two\nlines"\r\n');
  });

  it('guards text a spreadsheet would run as a formula with a leading quote', () => {
    expect(toCsv(['t'], [['=HYPERLINK("x")'], ['+1'], ['-1'], ['@SUM(A1)'], ['\tx']])).toBe(
      't\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-1\r\n\'@SUM(A1)\r\n\'\tx\r\n',
    );
  });
});
