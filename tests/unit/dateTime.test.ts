import { describe, expect, it } from 'vitest';
import { dateTimeFormat, timeFormat } from '../../src/common/format/dateTime';

const at = (hour: number, minute = 0) => new Date(2026, 10, 25, hour, minute);

describe('times in Gujarati, with the day part in words', () => {
  it('says સવારે, બપોરે, સાંજે, રાત્રે before a 12-hour time, never AM or PM', () => {
    const time = timeFormat('gu-IN');
    expect(time(at(9, 15))).toBe('સવારે 9:15');
    expect(time(at(13, 0))).toBe('બપોરે 1:00');
    expect(time(at(18, 30))).toBe('સાંજે 6:30');
    expect(time(at(22, 5))).toBe('રાત્રે 10:05');
    const full = dateTimeFormat('gu-IN')(at(13, 54));
    expect(full).toContain('બપોરે 1:54');
    expect(full).not.toMatch(/AM|PM/);
  });

  it('keeps English as it is', () => {
    expect(dateTimeFormat('en-IN')(at(18, 30)).toLowerCase()).toContain('6:30 pm');
  });
});
