/**
 * The parsers and printers of the page model, set up once: MDX as Docusaurus configures it (GFM and
 * directives), CommonMark with GFM (a page in the `md` format, or another generator's source), and
 * a Markdown printer for plain text.
 *
 * Loaded with Node's own require: jiti, which loads the Docusaurus config, its local plugins and the
 * scripts' TypeScript (scripts/lib/typescript.mjs), turns import() into its CommonJS loader, which
 * cannot load the ESM-only unified packages; Node (20.19+) can. Under Jest, `createRequire` gives
 * Jest's require, and jest.config.mjs has SWC compile these packages to CommonJS.
 */
import {createRequire} from 'node:module';
import type {Root} from 'mdast';
import type * as MdxModule from '@mdx-js/mdx';
import type * as RemarkGfmModule from 'remark-gfm';
import type * as RemarkDirectiveModule from 'remark-directive';
import type * as UnifiedModule from 'unified';
import type * as RemarkStringifyModule from 'remark-stringify';

/** `mdx`: how Docusaurus reads every page of this site; `md`: CommonMark, raw HTML left as it is. */
export type Format = 'mdx' | 'md';

interface Processors {
  readonly parse: (text: string, format: Format) => Root;
  /** Runs the rest of the MDX compiler over a tree (to JSX, then JavaScript); throws where it fails. */
  readonly compile: (tree: Root) => Promise<void>;
  readonly stringify: (tree: Root) => string;
}

let processors: Processors | undefined;

function load(): Processors {
  if (processors) return processors;
  const requireEsm = createRequire(__filename);
  const {createProcessor} = requireEsm('@mdx-js/mdx') as typeof MdxModule;
  const remarkGfm = (requireEsm('remark-gfm') as typeof RemarkGfmModule).default;
  const remarkDirective = (requireEsm('remark-directive') as typeof RemarkDirectiveModule).default;
  const {unified} = requireEsm('unified') as typeof UnifiedModule;
  const remarkStringify = (requireEsm('remark-stringify') as typeof RemarkStringifyModule).default;
  const mdx = createProcessor({format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective]});
  const md = createProcessor({format: 'md', remarkPlugins: [remarkGfm]});
  const printer = unified()
    .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one'})
    .use(remarkGfm);
  processors = {
    parse: (text, format) => (format === 'md' ? md : mdx).parse(text) as Root,
    compile: async (tree) => {
      // The MDX processor's types start at its JavaScript end; the tree is the mdast it parsed.
      mdx.stringify(await mdx.run(tree as never));
    },
    stringify: (tree) => printer.stringify(tree),
  };
  return processors;
}

/** The syntax tree (mdast) of a text, as written: no Docusaurus preprocessing. Throws when MDX does not parse. */
export function parseTree(text: string, format: Format = 'mdx'): Root {
  return load().parse(text, format);
}

/** Compiles a tree the rest of the way, as the MDX loader does; throws where it fails. The tree is not changed. */
export function compileTree(tree: Root): Promise<void> {
  return load().compile(structuredClone(tree));
}

/** A tree printed as Markdown. */
export function printMarkdown(tree: Root): string {
  return load().stringify(tree);
}
