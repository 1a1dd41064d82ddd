import {formatLastUpdated} from '@site/src/lib/lastUpdated';

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
});
