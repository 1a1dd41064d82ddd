import nprogress from 'nprogress';
import type {Location} from 'history';
import {startTopProgress} from '@site/src/lib/topProgress';
import navigationProgress from '@site/src/clientModules/navigationProgress';

jest.mock('nprogress', () => ({__esModule: true, default: {start: jest.fn(), done: jest.fn()}}));

beforeEach(() => {
  jest.mocked(nprogress.start).mockClear();
  jest.mocked(nprogress.done).mockClear();
});

describe('startTopProgress', () => {
  it('runs the bar until the last request is done', () => {
    const first = startTopProgress();
    const second = startTopProgress();
    expect(nprogress.start).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(nprogress.done).not.toHaveBeenCalled();
    second();
    expect(nprogress.done).toHaveBeenCalledTimes(1);
    startTopProgress()();
    expect(nprogress.start).toHaveBeenCalledTimes(2);
    expect(nprogress.done).toHaveBeenCalledTimes(2);
  });
});

describe('the navigation progress client module', () => {
  const at = (pathname: string, hash = ''): Location => ({
    pathname,
    hash,
    search: '',
    state: null,
    key: pathname + hash,
  });
  const navigate = (from: Location, to: Location) =>
    navigationProgress.onRouteUpdate?.({previousLocation: from, location: to});
  const shown = (from: Location, to: Location) =>
    navigationProgress.onRouteDidUpdate?.({previousLocation: from, location: to});

  it('shows the bar from the start of a navigation to another page until that page is shown', () => {
    navigate(at('/faq/'), at('/faq/passphrases.html'));
    expect(nprogress.start).toHaveBeenCalledTimes(1);
    expect(nprogress.done).not.toHaveBeenCalled();
    shown(at('/faq/'), at('/faq/passphrases.html'));
    expect(nprogress.done).toHaveBeenCalledTimes(1);
  });

  it('shows none for the first page or a hash change within the page', () => {
    navigationProgress.onRouteUpdate?.({previousLocation: null, location: at('/faq/')});
    navigate(at('/faq/'), at('/faq/', '#voting'));
    shown(at('/faq/'), at('/faq/', '#voting'));
    expect(nprogress.start).not.toHaveBeenCalled();
    expect(nprogress.done).not.toHaveBeenCalled();
  });

  it('holds the bar once however many navigations overlap', () => {
    navigate(at('/'), at('/faq/'));
    navigate(at('/faq/'), at('/security/'));
    shown(at('/faq/'), at('/security/'));
    expect(nprogress.start).toHaveBeenCalledTimes(1);
    expect(nprogress.done).toHaveBeenCalledTimes(1);
  });

  it('shares the bar with a request: it stays while either still runs', () => {
    const stopRequest = startTopProgress();
    navigate(at('/faq/'), at('/security/'));
    shown(at('/faq/'), at('/security/'));
    expect(nprogress.done).not.toHaveBeenCalled();
    stopRequest();
    expect(nprogress.start).toHaveBeenCalledTimes(1);
    expect(nprogress.done).toHaveBeenCalledTimes(1);
  });
});
