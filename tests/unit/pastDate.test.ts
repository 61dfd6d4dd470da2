import { afterEach, describe, expect, it, vi } from 'vitest';
import { pastDate } from '../../shared/contract/kin';

/** "Not after today" is the community's day (India's), the day the forms offer by default. */
describe('a date not after today', () => {
  afterEach(() => vi.useRealTimers());

  it('takes India’s new day after its midnight, while it is still yesterday by UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 00:30 on 27 November in India is 19:00 on 26 November by UTC.
    vi.setSystemTime(new Date('2026-11-26T19:00:00Z'));
    const date = pastDate('Choose a date');
    expect(date.safeParse('2026-11-27').success).toBe(true);
    const tomorrow = date.safeParse('2026-11-28');
    expect(tomorrow.success).toBe(false);
    expect(tomorrow.error?.issues[0]?.message).toContain('The date cannot be after today.');
    expect(date.safeParse('2026-02-30').success).toBe(false);
  });
});
