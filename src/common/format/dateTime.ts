/**
 * A date with its time, as the administrator's language writes it: in English
 * "25 Nov 2026, 6:30 pm"; in Gujarati the day part in words before a 12-hour
 * time — સવારે, બપોરે, સાંજે, રાત્રે — ("25 નવે, 2026, સાંજે 6:30"), never "PM". The
 * words are the browser's own (Intl's `dayPeriod`), so nothing is added to the
 * bundle. docs/product.md "Languages".
 */
export function dateTimeFormat(locale: string): (d: Date) => string {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  if (!locale.startsWith('gu')) {
    const both = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (d) => both.format(d);
  }
  const time = timeFormat(locale);
  return (d) => `${date.format(d)}, ${time(d)}`;
}

/** The time alone: "6:30 pm" in English, "સાંજે 6:30" in Gujarati. */
export function timeFormat(locale: string): (d: Date) => string {
  if (!locale.startsWith('gu')) {
    const short = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    return (d) => short.format(d);
  }
  const parts = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    dayPeriod: 'long',
  });
  return (d) => {
    const of = parts.formatToParts(d);
    const part = (type: Intl.DateTimeFormatPartTypes) => of.find((p) => p.type === type)?.value;
    return `${part('dayPeriod') ?? ''} ${part('hour')}:${part('minute')}`.trim();
  };
}
