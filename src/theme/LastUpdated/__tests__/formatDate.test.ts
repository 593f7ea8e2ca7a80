import {describe, expect, it} from 'vitest';
import {formatDateUtc} from '../formatDate';

describe('formatDateUtc', () => {
  it('writes month, day and year in UTC', () => {
    expect(formatDateUtc(Date.UTC(2026, 10, 21, 12))).toBe('Nov 21, 2026');
    expect(formatDateUtc(Date.UTC(2025, 0, 1, 0, 0, 0))).toBe('Jan 1, 2025');
    // Late on 31 December in UTC is still that day, whatever the machine's time zone.
    expect(formatDateUtc(Date.UTC(2024, 11, 31, 23, 59, 59))).toBe('Dec 31, 2024');
  });

  it('gives the same text as Intl for en, UTC', () => {
    const intl = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month++) {
      const at = Date.UTC(2026, month, 15 + month, 7);
      expect(formatDateUtc(at)).toBe(intl.format(at));
    }
  });
});
