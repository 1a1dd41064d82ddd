// On the server (no window): what the server renders is what the first client render, during
// hydration, renders too; otherwise React reports a hydration mismatch (#418).
import React from 'react';
import {renderToString} from 'react-dom/server';
import {isHydrating, useAfterHydration} from '@site/src/lib/hydration';

function Buttons() {
  return useAfterHydration() ? <button type="button">Copy</button> : null;
}

describe('on the server', () => {
  it('is not hydrating', () => {
    expect(typeof window).toBe('undefined');
    expect(isHydrating()).toBe(false);
  });

  it('useAfterHydration renders as the hydration render does: not ready', () => {
    expect(renderToString(<Buttons />)).toBe('');
  });
});
