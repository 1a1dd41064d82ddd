import {
  activeHeadingId,
  addressFor,
  HEADING_TOLERANCE_PX,
  SCROLL_SPY_INTERVAL_MS,
  throttle,
} from '@site/src/lib/scrollSpy';

const headings = (...tops: number[]) => tops.map((top, i) => ({id: `h${i + 1}`, top}));

describe('activeHeadingId', () => {
  const navbar = 60;

  it('is null above the first heading', () => {
    expect(activeHeadingId(headings(300, 900, 1500), navbar)).toBeNull();
  });

  it('picks the last heading whose top reached the content area', () => {
    expect(activeHeadingId(headings(-400, 20, 900), navbar)).toBe('h2');
  });

  it('counts a heading as reached within the 10 px tolerance, not beyond', () => {
    expect(HEADING_TOLERANCE_PX).toBe(10);
    expect(activeHeadingId(headings(-400, navbar + 10, 900), navbar)).toBe('h2');
    expect(activeHeadingId(headings(-400, navbar + 11, 900), navbar)).toBe('h1');
  });

  it('takes the last heading at the bottom of the page', () => {
    expect(activeHeadingId(headings(-2000, -900, 40), navbar)).toBe('h3');
  });
});

describe('addressFor', () => {
  it('writes the heading id as the hash and keeps the query', () => {
    expect(addressFor('/guidebook/core/cli.html', '?v=1', 'installation')).toBe(
      '/guidebook/core/cli.html?v=1#installation',
    );
  });

  it('drops the hash at the top of the page', () => {
    expect(addressFor('/faq/', '', null)).toBe('/faq/');
  });
});

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at most once per interval, and once more for the last call of a burst', () => {
    expect(SCROLL_SPY_INTERVAL_MS).toBe(300);
    const calls: number[] = [];
    const spy = throttle((n: number) => calls.push(n), SCROLL_SPY_INTERVAL_MS);
    for (let n = 1; n <= 10; n += 1) {
      spy(n);
      jest.advanceTimersByTime(50);
    }
    // Calls every 50 ms for 500 ms: the first runs at once, the latest one waiting runs at 300 ms,
    // and the last of the burst at 600 ms. Never two runs closer than 300 ms.
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([1, 6, 10]);
  });

  it('can be cancelled', () => {
    const calls: number[] = [];
    const spy = throttle((n: number) => calls.push(n), 300);
    spy(1);
    spy(2);
    spy.cancel();
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([1]);
  });
});
