/**
 * Rehype plugin: groups the runs of a page's top-level blocks that hold nothing interactive (prose,
 * lists, tables, headings, admonitions, badges: no code block, request example, tabs or other
 * component) into `<StaticBlocks>` (src/components/StaticBlocks).
 *
 * Why: on a first visit the browser already has the article as HTML. Hydrating it means React
 * re-rendering every paragraph, list item and link of a long page just to find the same DOM, which on
 * a phone is the longest task of the load. `<StaticBlocks>` keeps its server-rendered HTML as it is
 * while the page hydrates, so hydration only visits the interactive parts; pages rendered after
 * hydration (in-app navigation, `npm start`) render the blocks normally. Links inside still navigate
 * in-app (src/lib/staticLinks.ts).
 */
import type {ElementContent, Root, RootContent} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';

/** The MDX component the runs render with (registered in src/theme/MDXComponents.tsx). */
export const STATIC_BLOCKS_COMPONENT = 'StaticBlocks';

/**
 * Components whose output is plain markup that never changes after it is rendered, so a run may
 * contain them. `admonition` is what `:::note` and its kin become.
 */
export const STATIC_COMPONENTS: ReadonlySet<string> = new Set(['admonition', 'Badge']);

type Node = Root | RootContent | ElementContent;

function childrenOf(node: Node): readonly Node[] {
  return 'children' in node ? (node.children as Node[]) : [];
}

/** Markup with nothing interactive in it, all the way down. */
export function isStatic(node: Node): boolean {
  switch (node.type) {
    case 'text':
    case 'comment':
      return true;
    case 'element':
      return childrenOf(node).every(isStatic);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return (
        node.name !== null &&
        STATIC_COMPONENTS.has(node.name) &&
        // Attribute values written as expressions could depend on anything.
        node.attributes.every(
          (attribute) => attribute.type === 'mdxJsxAttribute' && typeof attribute.value !== 'object',
        ) &&
        childrenOf(node).every(isStatic)
      );
    default:
      // Expressions, ESM, raw HTML and anything unknown: leave to the normal render.
      return false;
  }
}

const isBlank = (node: RootContent): boolean => node.type === 'text' && node.value.trim() === '';

/** `run` numbers the runs of a page, so the browser can pair each with its served HTML. */
function wrap(run: RootContent[], number: number): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: STATIC_BLOCKS_COMPONENT,
    attributes: [{type: 'mdxJsxAttribute', name: 'run', value: String(number)}],
    children: run as ElementContent[],
  };
}

/** Replaces each run of static top-level blocks with one `<StaticBlocks>` holding them. */
export function groupStaticBlocks(tree: Root): void {
  const out: RootContent[] = [];
  let run: RootContent[] = [];
  let runs = 0;
  const flush = (): void => {
    // Blank text between blocks belongs to the run; at its edges it stays outside.
    let end = run.length;
    while (end > 0 && isBlank(run[end - 1]!)) end -= 1;
    const blocks = run.slice(0, end);
    if (blocks.some((node) => !isBlank(node))) out.push(wrap(blocks, (runs += 1)));
    out.push(...run.slice(end));
    run = [];
  };
  for (const node of tree.children) {
    const element = node.type === 'element' || node.type === 'mdxJsxFlowElement';
    if ((element && isStatic(node)) || (run.length > 0 && isBlank(node))) {
      run.push(node);
    } else {
      flush();
      out.push(node);
    }
  }
  flush();
  tree.children = out;
}

export default function rehypeStaticBlocks() {
  return (tree: Root): void => groupStaticBlocks(tree);
}
