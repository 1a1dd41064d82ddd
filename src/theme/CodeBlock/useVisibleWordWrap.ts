/**
 * Upstream's `useCodeWordWrap` for a page with many code blocks, measured lazily.
 *
 * The word-wrap button shows only on a block whose lines are wider than the block. Upstream measures
 * every block right after it mounts (reading `scrollWidth` forces a layout), watches each for a
 * hidden tab panel becoming visible, and re-measures all of them on every resize. On a long
 * reference page that is one forced layout and a state update per block in the first second. Here a
 * block is measured when it first comes into view (which also covers a tab panel being shown), and
 * on resize only while it is in view. Browsers without IntersectionObserver measure at once.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

export function useVisibleWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens wrap too, so that nothing scrolls sideways.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const wrapped = pre.querySelector('code')?.hasAttribute('style') ?? false;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || wrapped);
  }, []);

  // Once wrapping is on or off, the answer changes only for a block that has been measured.
  const measured = useRef(false);
  useEffect(() => {
    if (measured.current) measure();
  }, [isEnabled, measure]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    let visible = false;
    const onResize = (): void => {
      if (visible) measure();
    };
    window.addEventListener('resize', onResize, {passive: true});
    if (typeof IntersectionObserver !== 'function') {
      visible = true;
      measured.current = true;
      measure();
      return () => window.removeEventListener('resize', onResize);
    }
    const observer = new IntersectionObserver((entries) => {
      visible = entries.some((entry) => entry.isIntersecting);
      if (visible) {
        measured.current = true;
        measure();
      }
    });
    observer.observe(pre);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
