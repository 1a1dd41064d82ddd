/**
 * Finds the command inside `<RequestExample>`'s children. In MDX, a fenced block arrives as the
 * `CodeBlock` element the build-time highlighter writes (plugins/code-highlight), with the text in
 * its `code` prop and its `language`; written as JSX, it is a `pre` wrapping a `code` element whose
 * className names the language (`language-bash`) and whose children are the text. We walk the props
 * rather than match component types, so a swizzled component still works.
 */
import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';

export type Extraction =
  | {
      readonly ok: true;
      readonly code: string;
      /** The block as the build highlighted it, to show as it is (absent for plain text). */
      readonly block?: ReactElement;
    }
  | {readonly ok: false; readonly problem: string};

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell']);

interface CodeBlockFound {
  readonly text: string;
  readonly language: string | null;
  readonly block?: ReactElement;
}

function textOf(node: ReactNode): string | null {
  let text = '';
  let onlyText = true;
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else if (child !== null && child !== undefined && typeof child !== 'boolean') onlyText = false;
  });
  return onlyText ? text : null;
}

function collect(node: ReactNode, found: CodeBlockFound[]): void {
  Children.forEach(node, (child) => {
    if (
      !isValidElement<{children?: ReactNode; className?: unknown; code?: unknown; html?: unknown; language?: unknown}>(
        child,
      )
    )
      return;
    const {children, className} = child.props;
    // A block highlighted at build time.
    if (typeof child.props.code === 'string' && typeof child.props.html === 'string') {
      const language = typeof child.props.language === 'string' ? child.props.language : null;
      found.push({text: child.props.code, language, block: child});
      return;
    }
    const language = typeof className === 'string' ? (/(?:^|\s)language-(\S+)/.exec(className)?.[1] ?? null) : null;
    const text = textOf(children);
    // A code element: it names a language, or it is the text inside a `pre`.
    if (text !== null && (language !== null || child.type === 'code' || text.includes('\n'))) {
      found.push({text, language});
      return;
    }
    collect(children, found);
  });
}

export function extractCommand(children: ReactNode): Extraction {
  const direct = textOf(children);
  if (direct !== null && direct.trim() !== '') return {ok: true, code: direct.trim()};
  const found: CodeBlockFound[] = [];
  collect(children, found);
  const [block, ...others] = found;
  if (block === undefined) {
    return {ok: false, problem: 'RequestExample expects a fenced bash block with a curl command inside it'};
  }
  if (others.length > 0) return {ok: false, problem: 'RequestExample holds more than one code block; wrap exactly one'};
  if (block.language !== null && !SHELL_LANGUAGES.has(block.language)) {
    return {ok: false, problem: `RequestExample expects a bash block, not ${block.language}`};
  }
  if (block.text.trim() === '') return {ok: false, problem: 'the bash block inside RequestExample is empty'};
  return {ok: true, code: block.text.trim(), ...(block.block ? {block: block.block} : {})};
}
