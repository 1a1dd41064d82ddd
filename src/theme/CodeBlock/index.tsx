// Change: eject. Shows code highlighted at build time (plugins/code-highlight) as it is: no Prism in
// the browser, no tokenizing, no second render after hydration (upstream re-mounts every block to
// apply the colour mode; here the colours are CSS), and the word-wrap button's measurement waits until
// a block comes into view (./useVisibleWordWrap.ts). Blocks that arrive as plain text (JSX
// `<CodeBlock>` in a page) keep the same layout without token colours; element children are shown as
// they are.
import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {linesToHtml} from '@site/src/lib/codeLines';
import {escapeHtml} from '@site/src/lib/escapeHtml';
import styles from './styles.module.css';
import {useVisibleWordWrap} from './useVisibleWordWrap';

export interface Props {
  /** Pre-highlighted lines (src/lib/codeLines.ts), from the build. */
  readonly html?: string;
  /** The code as readers copy it. */
  readonly code?: string;
  readonly language?: string;
  readonly title?: string;
  readonly lineNumbersStart?: string | number;
  // Upstream's props, for `<CodeBlock>` written in JSX.
  readonly children?: ReactNode;
  readonly className?: string;
  readonly metastring?: string;
  readonly showLineNumbers?: boolean | number;
}

interface Block {
  /** The lines' markup; or, for JSX children that are elements, the elements. */
  readonly html: string | {readonly elements: ReactNode};
  readonly code: string;
  readonly language: string;
  readonly title?: ReactNode;
  readonly lineNumbersStart?: number;
}

function HighlightedBlock({block, className}: {readonly block: Block; readonly className?: string}): ReactNode {
  const wordWrap = useVisibleWordWrap();
  const {codeBlockRef} = wordWrap;
  const languageClass = `language-${block.language}`;
  const numbered = block.lineNumbersStart !== undefined;
  const metadata = {
    codeInput: block.code,
    code: block.code,
    className: languageClass,
    language: block.language,
    title: block.title,
    lineNumbersStart: block.lineNumbersStart,
    lineClassNames: {},
  };
  const counter: CSSProperties | undefined = numbered
    ? {counterReset: `line-count ${block.lineNumbersStart! - 1}`}
    : undefined;
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div className={clsx(className, languageClass, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}>
        {block.title !== undefined && <div className={styles.codeBlockTitle}>{block.title}</div>}
        <div className={styles.codeBlockContent}>
          <pre
            ref={codeBlockRef}
            // Scrollable, so it must be reachable by keyboard.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={clsx('prism-code', languageClass, styles.codeBlock, 'thin-scrollbar')}
          >
            {typeof block.html === 'string' ? (
              <code
                className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
                style={counter}
                // The build escaped the code's text (plugins/code-highlight); nothing here comes from readers.
                dangerouslySetInnerHTML={{__html: block.html}}
              />
            ) : (
              <code className={styles.codeBlockLines}>{block.html.elements}</code>
            )}
          </pre>
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}

/** A block written as JSX with a string: same layout and rules, no token colours. */
function PlainBlock(props: Props & {readonly children: string}): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const html = linesToHtml(
    metadata.code.split('\n').map(escapeHtml),
    metadata.lineClassNames,
    metadata.lineNumbersStart !== undefined,
  );
  return (
    <HighlightedBlock
      className={props.className}
      block={{
        html,
        code: metadata.code,
        language: metadata.language,
        title: metadata.title,
        lineNumbersStart: metadata.lineNumbersStart,
      }}
    />
  );
}

function stringChildren(children: ReactNode): string | null {
  const parts = React.Children.toArray(children);
  return parts.every((part) => typeof part === 'string') ? parts.join('') : null;
}

export default function CodeBlock(props: Props): ReactNode {
  if (props.html !== undefined) {
    const start = props.lineNumbersStart === undefined ? undefined : Number(props.lineNumbersStart);
    return (
      <HighlightedBlock
        className={props.className}
        block={{
          html: props.html,
          code: props.code ?? '',
          language: props.language ?? 'text',
          title: props.title,
          lineNumbersStart: start,
        }}
      />
    );
  }
  const text = stringChildren(props.children);
  if (text !== null) return <PlainBlock {...props}>{text}</PlainBlock>;
  return (
    <HighlightedBlock
      className={props.className}
      block={{html: {elements: props.children}, code: '', language: props.language ?? 'text', title: props.title}}
    />
  );
}
