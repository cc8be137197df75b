import { describe, expect, it } from 'vitest';
import { holdsForbiddenCharacters, messageLength, rateWindow } from '../../../../../../../functions/contexts/work/messages/domain/messages';

describe('message text rules', () => {
  it('counts characters as a person does: an emoji or an accented letter is one', () => {
    expect(messageLength('😀'.repeat(2000))).toBe(2000);
    expect(messageLength('e\u0301')).toBe(2);
    expect(messageLength('Grüße')).toBe(5);
  });

  it('keeps line breaks and tabs and ordinary text of any script, HTML included (it is shown as text)', () => {
    for (const text of ['line one\nline two\r\n\tindented', 'Привет, 你好, مرحبا', '<script>alert(1)</script>', 'a\u200db']) {
      expect(holdsForbiddenCharacters(text)).toBe(false);
    }
  });

  it('refuses control characters, lone surrogates and bidirectional overrides', () => {
    for (const text of [
      'nul\u0000',
      'bell\u0007',
      'esc\u001b[31m',
      'del\u007f',
      'c1\u0085',
      'lone\ud800',
      'lone\udc00x',
      'rlo\u202Etxt.exe',
      'iso\u2066x\u2069',
    ]) {
      expect(holdsForbiddenCharacters(text)).toBe(true);
    }
  });
});

describe('rateWindow', () => {
  it('names the fixed 10-minute window a time falls in and the seconds until the next one', () => {
    expect(rateWindow(new Date('2026-11-26T12:09:30.000Z'))).toEqual({ start: '2026-11-26T12:00:00.000Z', retryAfterSeconds: 30 });
    expect(rateWindow(new Date('2026-11-26T12:10:00.000Z'))).toEqual({ start: '2026-11-26T12:10:00.000Z', retryAfterSeconds: 600 });
  });
});
