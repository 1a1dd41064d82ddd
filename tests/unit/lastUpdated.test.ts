import {formatLastUpdated} from '@site/src/lib/lastUpdated';
import type * as LastUpdatedModule from '@site/src/lib/lastUpdated';

describe('formatLastUpdated', () => {
  it('prints the legacy stamp, in UTC', () => {
    expect(formatLastUpdated(Date.UTC(2021, 10, 23, 4, 35, 31))).toEqual({
      text: '11/23/2021, 4:35:31 AM',
      iso: '2021-11-23T04:35:31.000Z',
    });
  });

  it('uses a 12-hour clock with PM, no leading zero on month, day or hour', () => {
    expect(formatLastUpdated(Date.UTC(2024, 0, 5, 15, 7, 9))?.text).toBe('1/5/2024, 3:07:09 PM');
    expect(formatLastUpdated(Date.UTC(2024, 0, 5, 0, 0, 0))?.text).toBe('1/5/2024, 12:00:00 AM');
  });

  it('does not depend on the machine time zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(formatLastUpdated(Date.UTC(2021, 10, 23, 23, 0, 0))?.text).toBe('11/23/2021, 11:00:00 PM');
    } finally {
      process.env.TZ = before;
    }
  });

  it.each([undefined, null, Number.NaN, Number.POSITIVE_INFINITY, 8.64e15 + 1])(
    'never shows Invalid Date (%p gives null)',
    (value) => {
      expect(formatLastUpdated(value)).toBeNull();
    },
  );

  it('prints exactly what en-US Intl formatting in UTC prints, over two centuries of times', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
      timeZone: 'UTC',
    });
    const from = Date.UTC(1990, 0, 1);
    const to = Date.UTC(2190, 0, 1);
    // Every hour of the day and every month boundary are covered by a fixed, uneven step.
    for (let time = from; time < to; time += 3_599_999_937) {
      for (const offset of [0, 11 * 3_600_000, 12 * 3_600_000 + 59_000, 23 * 3_600_000 + 3_599_000]) {
        const date = new Date(time + offset);
        expect(formatLastUpdated(date.getTime())?.text).toBe(intl.format(date).replace(/[\u202f\u00a0]/g, ' '));
      }
    }
  });

  it('builds no Intl formatter, which is slow to create on a phone', () => {
    const DateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('@site/src/lib/lastUpdated') as typeof LastUpdatedModule;
      expect(fresh.formatLastUpdated(Date.UTC(2021, 10, 23, 4, 35, 31))?.text).toBe('11/23/2021, 4:35:31 AM');
    });
    expect(DateTimeFormat).not.toHaveBeenCalled();
    DateTimeFormat.mockRestore();
  });
});
