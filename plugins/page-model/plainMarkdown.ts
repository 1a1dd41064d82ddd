/**
 * A page as plain Markdown (for /llms-full.txt): without imports, expressions, comments, explicit
 * heading ids or component tags (a component's children stay; a childless inline component that
 * shows a label, `<Badge text="v2.4+" />`, keeps the label in brackets), admonitions as quotes, and
 * links to other pages' source files made absolute.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {INVISIBLE, JSX, plainText, type AnyNode} from './nodes';
import {printMarkdown} from './processors';

export interface PlainMarkdownOptions {
  /** Absolute path of the page's source file, to resolve relative links. */
  readonly filePath: string;
  /** The absolute address of the page whose source is this absolute path, if it is one. */
  readonly resolveDocLink?: (absoluteSourcePath: string) => string | undefined;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A relative link to another page's source file becomes that page's absolute address. */
function resolveLink(url: string, options: PlainMarkdownOptions): string {
  if (/^[a-z][a-z0-9+.-]*:|^#|^\//i.test(url)) return url;
  const [file = '', hash] = url.split('#');
  if (!/\.mdx?$/.test(file)) return url;
  const target = options.resolveDocLink?.(path.resolve(path.dirname(options.filePath), decodeURI(file)));
  return target ? `${target}${hash ? `#${hash}` : ''}` : url;
}

/** The nodes rewritten (see the file's comment): new nodes where anything changes, the tree itself untouched. */
function rewrite(nodes: readonly AnyNode[], options: PlainMarkdownOptions): AnyNode[] {
  return nodes.flatMap((node): AnyNode[] => {
    if (INVISIBLE.has(node.type)) return [];
    if (JSX.has(node.type)) {
      const children = rewrite(node.children ?? [], options);
      if (children.length > 0) return children;
      const label = (node.attributes ?? []).find(
        (a) => a.type === 'mdxJsxAttribute' && a.name === 'text' && typeof a.value === 'string',
      );
      return node.type === 'mdxJsxTextElement' && label ? [{type: 'text', value: `(${String(label.value)})`}] : [];
    }
    if (node.type === 'containerDirective') {
      const children = node.children ?? [];
      const labelNode = children.find((c) => c.data?.directiveLabel);
      const label = labelNode ? plainText(labelNode) : capitalize(node.name ?? 'Note');
      const body = rewrite(
        children.filter((c) => c !== labelNode),
        options,
      );
      const title = {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]};
      return [{type: 'blockquote', children: [title, ...body]}];
    }
    if (node.type === 'leafDirective' || node.type === 'textDirective') {
      const children = rewrite(node.children ?? [], options);
      return node.type === 'leafDirective' ? [{type: 'paragraph', children}] : children;
    }
    let copy: AnyNode = node;
    if ((node.type === 'link' || node.type === 'definition') && options.resolveDocLink && node.url !== undefined) {
      copy = {...copy, url: resolveLink(node.url, options)};
    }
    if (node.children) {
      const children = rewrite(node.children, options);
      const last = children.at(-1);
      // The space before an expression or comment that ended a heading.
      if (node.type === 'heading' && last?.type === 'text')
        children[children.length - 1] = {...last, value: (last.value ?? '').trimEnd()};
      copy = {...copy, children};
    }
    return [copy];
  });
}

/** The tree as plain Markdown (see the file's comment). The tree is not changed. */
export function plainMarkdownOf(tree: Root, options: PlainMarkdownOptions): string {
  const children = rewrite(tree.children as AnyNode[], options) as unknown as RootContent[];
  return printMarkdown({...tree, children}).trim();
}
