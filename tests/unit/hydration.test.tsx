/** @jest-environment jsdom */
import React from 'react';
import {render} from '@testing-library/react';
import {isHydrating, useMarkHydrated} from '@site/src/lib/hydration';

function Marker({seen}: {readonly seen: boolean[]}) {
  seen.push(isHydrating());
  useMarkHydrated();
  return null;
}

describe('isHydrating', () => {
  it('is true in the browser until the first commit, then false without another render', () => {
    const seen: boolean[] = [];
    const {rerender} = render(<Marker seen={seen} />);
    // One render only: marking the end of hydration does not render again.
    expect(seen).toEqual([true]);
    expect(isHydrating()).toBe(false);
    rerender(<Marker seen={seen} />);
    expect(seen).toEqual([true, false]);
  });
});
