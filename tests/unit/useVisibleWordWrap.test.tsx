/** @jest-environment jsdom */
// The word-wrap button's measurement (src/theme/CodeBlock/useVisibleWordWrap.ts): a block is measured
// when it comes into view, and on resize only while in view.
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {useVisibleWordWrap} from '@site/src/theme/CodeBlock/useVisibleWordWrap';

function Block() {
  const {codeBlockRef, isEnabled, isCodeScrollable, toggle} = useVisibleWordWrap();
  return (
    <>
      <pre ref={codeBlockRef} data-testid="pre">
        <code>a very long line</code>
      </pre>
      <output>{`${isCodeScrollable ? 'scrollable' : 'fits'} ${isEnabled ? 'wrapped' : 'unwrapped'}`}</output>
      <button type="button" onClick={toggle}>
        toggle
      </button>
    </>
  );
}

/** How often a block's width was read, and a way to make it wider than the block. */
function widths() {
  const state = {reads: 0, scrollWidth: 800};
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => {
    state.reads += 1;
    return state.scrollWidth;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 400);
  return state;
}

/** An IntersectionObserver the test drives. */
function observers() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  (window as unknown as {IntersectionObserver: unknown}).IntersectionObserver = FakeObserver;
  return {
    show(isIntersecting: boolean) {
      act(() => {
        for (const callback of callbacks)
          callback([{isIntersecting} as IntersectionObserverEntry], {} as IntersectionObserver);
      });
    },
  };
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as unknown as {IntersectionObserver?: unknown}).IntersectionObserver;
});

describe('useVisibleWordWrap', () => {
  it('does not measure a block until it comes into view', () => {
    const width = widths();
    const io = observers();
    render(<Block />);
    fireEvent(window, new Event('resize'));
    expect(width.reads).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('fits unwrapped');

    io.show(true);
    expect(width.reads).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('scrollable unwrapped');
  });

  it('measures again on resize only while the block is in view', () => {
    const width = widths();
    const io = observers();
    render(<Block />);
    io.show(true);
    width.scrollWidth = 300;
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('fits');
    io.show(false);
    const reads = width.reads;
    fireEvent(window, new Event('resize'));
    expect(width.reads).toBe(reads);
  });

  it('wraps and unwraps the code, and keeps the button while wrapped', () => {
    widths();
    const io = observers();
    render(<Block />);
    io.show(true);
    fireEvent.click(screen.getByRole('button', {name: 'toggle'}));
    expect(screen.getByRole('status')).toHaveTextContent('scrollable wrapped');
    expect(screen.getByText('a very long line')).toHaveStyle({whiteSpace: 'pre-wrap'});
    fireEvent.click(screen.getByRole('button', {name: 'toggle'}));
    expect(screen.getByRole('status')).toHaveTextContent('unwrapped');
    expect(screen.getByText('a very long line')).not.toHaveAttribute('style');
  });

  it('measures at once where there is no IntersectionObserver', () => {
    const width = widths();
    render(<Block />);
    expect(width.reads).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('scrollable unwrapped');
  });
});
