// Change: new, part of the SearchBar swizzle: the search dialog (a combobox over a list of results).
import React, {type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {highlight, snippet, type Segment} from '@site/src/lib/search/highlight';
import type {SearchResult} from '@site/src/lib/search/engine';
import {useSearchEngine} from '@site/src/lib/search/useSearchEngine';
import {useSearchResults} from '@site/src/lib/search/useSearchResults';
import styles from './styles.module.css';

export type CloseReason = 'dismiss' | 'navigate';

interface Props {
  readonly onClose: (reason: CloseReason) => void;
}

function Marked({segments}: {readonly segments: readonly Segment[]}): ReactNode {
  return segments.map((segment, i) =>
    segment.match ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>,
  );
}

function ResultContent({result}: {readonly result: SearchResult}): ReactNode {
  const {page, section, isMatch} = result;
  const text = snippet(section.text, isMatch);
  return (
    <>
      <span className={styles.resultTitle}>
        <Marked segments={highlight(section.heading || page.title, isMatch)} />
      </span>{' '}
      <span className={styles.resultPath}>
        {page.section}
        {section.heading ? (
          <>
            {' › '}
            <Marked segments={highlight(page.title, isMatch)} />
          </>
        ) : null}
      </span>
      {text.length > 0 ? (
        <>
          {' '}
          <span className={styles.resultText}>
            <Marked segments={text} />
          </span>
        </>
      ) : null}
    </>
  );
}

export default function SearchDialog({onClose}: Props): ReactNode {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const engine = useSearchEngine();
  const [{query, active}, setState] = useState({query: '', active: 0});

  const answer = useSearchResults(engine.status === 'ready' ? engine.engine : undefined, query);
  const results = answer.status === 'ready' ? answer.results : [];
  const activeIndex = results.length > 0 ? Math.min(active, results.length - 1) : -1;
  const optionId = (i: number) => `${id}-option-${i}`;
  const listId = `${id}-results`;

  useEffect(() => {
    inputRef.current?.focus();
    // The page behind stays put while the dialog is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  // Focus that leaves the open dialog comes back to the field: a page that finishes loading after
  // search opened (Docusaurus moves focus to the top of the new page) must not take the keys typed.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target))
        inputRef.current?.focus({preventScroll: true});
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({block: 'nearest'});
    // optionId only depends on id, which never changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const go = (result: SearchResult) => {
    onClose('navigate');
    history.push(result.url);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setState((s) => ({...s, active: (Math.max(activeIndex, 0) + step + count) % count}));
    } else if (event.key === 'Enter') {
      const result = results[activeIndex];
      if (!result) return;
      event.preventDefault();
      go(result);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose('dismiss');
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog: the search field and the close button.
      const focusables = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('input, button') ?? []);
      const first = focusables[0];
      const last = focusables.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  // The index loads in parts: its meta part when search opens, then what each query needs.
  let status: ReactNode;
  if (engine.status === 'error' || answer.status === 'error')
    status = 'The search index could not be loaded. Check your connection and reopen search.';
  else if (engine.status === 'loading') status = 'Loading the search index…';
  else if (!query.trim()) status = 'Type to search the titles, headings and text of every page.';
  else if (answer.status === 'loading') status = 'Loading the search index…';
  else if (results.length === 0) status = `No results for “${query.trim()}”.`;
  else status = results.length === 1 ? '1 result.' : `${results.length} results.`;
  const noResults = answer.status === 'ready' && query.trim() !== '' && results.length === 0;

  return (
    // Keys pressed anywhere in the dialog bubble to the backdrop: Escape closes, Tab stays inside.
    <div
      className={styles.backdrop}
      role="presentation"
      onKeyDown={onDialogKeyDown}
      onMouseDown={(e) => e.target === e.currentTarget && onClose('dismiss')}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
      >
        <div className={styles.searchRow}>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Search the documentation"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={results.length > 0 ? listId : undefined}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-describedby={`${id}-status`}
            placeholder="Search the documentation"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(e) => setState({query: e.target.value, active: 0})}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} aria-label="Close search" onClick={() => onClose('dismiss')}>
            Close
          </button>
        </div>
        <p
          id={`${id}-status`}
          className={clsx(styles.status, noResults && styles.noResults)}
          role="status"
          aria-live="polite"
        >
          {status}
        </p>
        {noResults ? (
          <p className={styles.hint} data-testid="search-no-results">
            Check the spelling, use fewer or more general words, or try a term you would expect in a page title, such as
            “delegate”, “wallet” or “plugin”.
          </p>
        ) : null}
        {results.length > 0 ? (
          <div id={listId} role="listbox" aria-label="Search results" className={styles.results}>
            {results.map((result, i) => (
              <Link
                key={result.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                tabIndex={-1}
                to={result.url}
                className={clsx(styles.result, i === activeIndex && styles.resultActive)}
                onMouseMove={() => i !== activeIndex && setState((s) => ({...s, active: i}))}
                onClick={() => onClose('navigate')}
              >
                <ResultContent result={result} />
              </Link>
            ))}
          </div>
        ) : null}
        <p className={styles.footer} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to choose · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </p>
      </div>
    </div>
  );
}
