/** @jest-environment jsdom */
// The flag is module state, as on a page: the tests run in order, hydrating first, then hydrated.
import React from 'react';
import {render, screen} from '@testing-library/react';
import {isHydrating, useAfterHydration, useMarkHydrated} from '@site/src/lib/hydration';

function Marker({seen}: {readonly seen: boolean[]}) {
  seen.push(isHydrating());
  useMarkHydrated();
  return null;
}

function Probe({seen}: {readonly seen: boolean[]}) {
  const ready = useAfterHydration();
  seen.push(ready);
  return ready ? <p>ready</p> : null;
}

describe('while the page hydrates', () => {
  it('useAfterHydration is false for the first render, then true after it', async () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe(false);
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });

  it('isHydrating is true until the first commit, then false without another render', () => {
    const seen: boolean[] = [];
    const {rerender} = render(<Marker seen={seen} />);
    // One render only: marking the end of hydration does not render again.
    expect(seen).toEqual([true]);
    expect(isHydrating()).toBe(false);
    rerender(<Marker seen={seen} />);
    expect(seen).toEqual([true, false]);
  });
});

describe('once the page has hydrated', () => {
  it('useAfterHydration is true from the first render', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe(true);
  });
});
