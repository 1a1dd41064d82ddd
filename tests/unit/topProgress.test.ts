import nprogress from 'nprogress';
import {startTopProgress} from '@site/src/components/RequestExample/topProgress';

jest.mock('nprogress', () => ({__esModule: true, default: {start: jest.fn(), done: jest.fn()}}));

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
