/**
 * <RequestExample>: a curl command readers can run from the page. Wraps one fenced bash block;
 * shows it with the theme's code block (highlighting, copy button), a "Run against" field and an
 * Execute button, then the answer or a plain explanation of what went wrong. The logic lives in the
 * modules beside this file; this component only wires them to the page.
 */
import React, {type ReactNode, Suspense, lazy, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {useStorageSlot} from '@docusaurus/theme-common';
import {buildRequest, requestLabel} from './buildRequest';
import {
  describeFailure,
  describeHttpError,
  describeMisuse,
  describeRefusal,
  isHttpError,
  type Message,
} from './describeError';
import {executeRequest, type Outcome} from './executeRequest';
import {extractCommand} from './extractCommand';
import {levelBelow, precedingHeadingLevel, type HeadingLevel} from './headingLevel';
import {parseCurl, type CurlCommand} from './parseCurl';
import {MAX_BODY_BYTES, formatBody, formatSize} from './responseBody';
import {RUN_AGAINST_STORAGE_KEY, checkField, choiceToRemember} from './runAgainst';
import {statusText} from './statusText';
import {startTopProgress} from '@site/src/lib/topProgress';
import styles from './styles.module.css';

export interface Props {
  readonly children?: ReactNode;
}

type Finished = Exclude<Outcome, {kind: 'cancelled'}>;

// The JSON highlighter (Prism) loads with the first JSON answer, not with every page that has an example.
const JsonBody = lazy(() => import('./JsonBody'));

/** An answer's text as it came; also what a JSON answer shows while its highlighter loads. */
function PlainBody({text}: {readonly text: string}): ReactNode {
  return (
    // Scrollable, so it must be reachable by keyboard (as the theme's own code blocks are).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className={styles.body} tabIndex={0}>
      {text}
    </pre>
  );
}

type RunState =
  | {readonly phase: 'idle'}
  | {readonly phase: 'running'}
  | {readonly phase: 'done'; readonly outcome: Finished; readonly origin: string; readonly level: HeadingLevel};

function Alert({message}: {readonly message: Message}): ReactNode {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.alertTitle}>{message.title}</p>
      <p>{message.detail}</p>
    </div>
  );
}

function Answer({
  outcome,
  level,
}: {
  readonly outcome: Extract<Finished, {kind: 'response'}>;
  readonly level: HeadingLevel;
}): ReactNode {
  const body = formatBody(outcome.body, outcome.contentType);
  return (
    <div className={styles.answer}>
      {isHttpError(outcome.status) && (
        <Alert message={describeHttpError(outcome.status, outcome.statusText, outcome.body.text)} />
      )}
      <dl className={styles.summary}>
        <div>
          <dt>Status</dt>
          <dd>{`${outcome.status} ${statusText(outcome.status, outcome.statusText)}`.trim()}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{outcome.elapsedMs} ms</dd>
        </div>
      </dl>
      <Heading as={`h${level}`} className={styles.heading}>
        Example Response
      </Heading>
      {body.kind === 'empty' && <p>The response has no body.</p>}
      {body.kind === 'json' && (
        <Suspense fallback={<PlainBody text={body.text} />}>
          <JsonBody code={body.text} />
        </Suspense>
      )}
      {body.kind === 'text' && <PlainBody text={body.text} />}
      {outcome.body.truncated && (
        <p className={styles.note}>
          The response is longer than {formatSize(MAX_BODY_BYTES)}, so only its first {formatSize(MAX_BODY_BYTES)} are
          shown. Run the command in a terminal to see all of it.
        </p>
      )}
    </div>
  );
}

function Runner({command}: {readonly command: CurlCommand}): ReactNode {
  const commandOrigin = new URL(command.url).origin;
  const [stored, storage] = useStorageSlot(RUN_AGAINST_STORAGE_KEY);
  const [draft, setDraft] = useState<string | null>(null);
  const [state, setState] = useState<RunState>({phase: 'idle'});
  const running = useRef<AbortController | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const fieldId = useId();
  const problemId = useId();

  // Leaving the page aborts a request still on its way.
  useEffect(() => () => running.current?.abort(), []);

  const field = checkField(draft, stored, commandOrigin);
  const request = buildRequest(command, field.ok ? field.origin : null);

  const onFieldChange = (value: string): void => {
    setDraft(value);
    const choice = choiceToRemember(value, commandOrigin);
    if (choice === null) storage.del();
    else if (choice !== undefined) storage.set(choice);
  };

  // A built page loads the app on the reader's first use (src/ssgTemplate.ts): focusing this field
  // starts the load, and the reader may type an address before the app has hydrated. Hydration keeps
  // what they typed on screen but not in state; this takes it into state (the first render's value is
  // what the server rendered), so that Execute, pressed before the app was there and given to it once
  // it has hydrated, runs against the address the field shows.
  const shown = draft ?? (field.ok ? field.origin : '');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== shown) onFieldChange(typed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, against the first render

  const execute = async (): Promise<void> => {
    if (running.current !== null || !field.ok) return;
    const controller = new AbortController();
    running.current = controller;
    setState({phase: 'running'});
    const stopProgress = startTopProgress();
    const outcome = await executeRequest(request, {signal: controller.signal}).finally(stopProgress);
    if (outcome.kind === 'cancelled') return;
    running.current = null;
    const level = levelBelow(root.current === null ? null : precedingHeadingLevel(root.current));
    setState({phase: 'done', outcome, origin: field.origin, level});
  };

  const isRunning = state.phase === 'running';
  return (
    <div ref={root} className={styles.runner}>
      <div className={styles.controls}>
        <label htmlFor={fieldId} className={styles.label}>
          Run against
        </label>
        <input
          id={fieldId}
          className={clsx(styles.field, !field.ok && styles.fieldInvalid)}
          type="url"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          ref={input}
          value={shown}
          aria-invalid={!field.ok}
          aria-describedby={field.ok ? undefined : problemId}
          onChange={(event) => onFieldChange(event.target.value)}
          onBlur={() => {
            if (field.ok) setDraft(null);
          }}
        />
        <button
          type="button"
          className={clsx('button button--primary', styles.execute)}
          disabled={isRunning || !field.ok}
          onClick={() => void execute()}
        >
          Execute
        </button>
        {isRunning && <div role="progressbar" aria-label="Waiting for the response" className={styles.progress} />}
      </div>
      {!field.ok && (
        <p id={problemId} className={styles.fieldProblem}>
          {field.problem}
        </p>
      )}
      {request.dropped.length > 0 && (
        <p className={styles.note}>
          Browsers do not let a page set the {request.dropped.join(', ')} header{request.dropped.length > 1 ? 's' : ''},
          so the request is sent without {request.dropped.length > 1 ? 'them' : 'it'}.
        </p>
      )}
      <div aria-live="polite">
        {state.phase === 'done' &&
          (state.outcome.kind === 'response' ? (
            <Answer outcome={state.outcome} level={state.level} />
          ) : (
            <Alert
              message={describeFailure(state.outcome.kind, {origin: state.origin, pageUrl: window.location.href})}
            />
          ))}
      </div>
    </div>
  );
}

export default function RequestExample({children}: Props): ReactNode {
  const extraction = extractCommand(children);
  if (!extraction.ok) {
    return (
      <div role="group" aria-label="Request example" className={styles.requestExample}>
        {children}
        <Alert message={describeMisuse(extraction.problem)} />
      </div>
    );
  }
  const parsed = parseCurl(extraction.code);
  return (
    <div
      role="group"
      aria-label={parsed.ok ? `Request example: ${requestLabel(parsed.command)}` : 'Request example'}
      className={styles.requestExample}
    >
      {extraction.block ?? <CodeBlock language="bash">{extraction.code}</CodeBlock>}
      {parsed.ok ? <Runner command={parsed.command} /> : <Alert message={describeRefusal(parsed.problem)} />}
    </div>
  );
}
