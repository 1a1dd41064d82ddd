// Change: new (upstream is a no-op). Offline search: a button in the top bar, opened by Ctrl+K, Cmd+K
// or `/`, that searches an index of every page built by plugins/site-content and loaded on first open.
import React, {type ReactNode, useCallback, useEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {isSearchShortcut, shortcutLabel} from '@site/src/lib/search/shortcuts';
import SearchDialog, {type CloseReason} from './SearchDialog';
import styles from './styles.module.css';

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isBrowser = useIsBrowser();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault(); // Ctrl+K would otherwise focus the browser's address bar
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const returnFocus = useRef(false);
  const close = useCallback((reason: CloseReason) => {
    setOpen(false);
    // Back to where the reader was, unless they went to a result.
    returnFocus.current = reason === 'dismiss';
  }, []);
  // Once the dialog is gone: while it is open, it keeps focus inside.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus({preventScroll: true});
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span className={styles.buttonLabel}>Search</span>
        <kbd className={styles.buttonKeys}>{isBrowser ? shortcutLabel(navigator.platform) : 'Ctrl K'}</kbd>
      </button>
      {open && createPortal(<SearchDialog onClose={close} />, document.body)}
    </>
  );
}
