/**
 * Remark plugin: a page that uses one of the components named in `components` imports it itself.
 *
 * Why: a component in the MDX components map (src/theme/MDXComponents.tsx) is bundled with the
 * component every doc page loads, so every reader downloads it on every first visit. A large
 * component only a few pages use (RequestExample: the curl parser, the request runner, the error
 * descriptions) belongs in those pages' chunks instead. Writers still use it without an import: the
 * plugin adds `import Name from 'module'` to the pages that use `<Name>`, and leaves a page alone
 * when it already binds the name itself. `componentChunksPlugin` (below) puts each such component in
 * one chunk that those pages share.
 */
import path from 'node:path';
import type {LoadContext, Plugin as DocusaurusPlugin} from '@docusaurus/types';
import type {Root, RootContent} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {Plugin} from 'unified';

export interface Options {
  /** Component name -> the module whose default export it is ('@site/src/components/RequestExample'). */
  readonly components: Readonly<Record<string, string>>;
}

interface TreeNode {
  type: string;
  name?: string | null;
  children?: TreeNode[];
  data?: {estree?: {body?: EstreeStatement[]} | null};
}

interface EstreeStatement {
  type: string;
  specifiers?: {local?: {name?: string}}[];
  declaration?: {id?: {name?: string}; declarations?: {id?: {name?: string}}[]} | null;
}

/** The component names a page uses as JSX elements, anywhere in it. */
export function usedComponents(tree: Root): Set<string> {
  const used = new Set<string>();
  const visit = (node: TreeNode): void => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) used.add(node.name);
    node.children?.forEach(visit);
  };
  visit(tree as TreeNode);
  return used;
}

/** The names the page's own `import` and `export` statements bind. */
export function boundNames(tree: Root): Set<string> {
  const bound = new Set<string>();
  for (const node of tree.children as TreeNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      for (const specifier of statement.specifiers ?? []) {
        if (specifier.local?.name) bound.add(specifier.local.name);
      }
      const declaration = statement.declaration;
      if (declaration?.id?.name) bound.add(declaration.id.name);
      for (const declarator of declaration?.declarations ?? []) {
        if (declarator.id?.name) bound.add(declarator.id.name);
      }
    }
  }
  return bound;
}

/** `import name from 'source'` as an MDX ESM node, with the estree MDX compiles from. */
export function importNode(name: string, source: string): MdxjsEsm {
  const value = `import ${name} from ${JSON.stringify(source)};`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
            attributes: [],
          },
        ],
      },
    },
  };
}

const remarkComponentImports: Plugin<[Options], Root> = (options) => {
  const entries = Object.entries(options.components);
  return (tree) => {
    const used = usedComponents(tree);
    const bound = boundNames(tree);
    const imports = entries
      .filter(([name]) => used.has(name) && !bound.has(name))
      .map(([name, source]) => importNode(name, source));
    if (imports.length === 0) return;
    // After front matter, if the tree still has it; ESM may go anywhere else at the top level.
    const at = tree.children.findIndex((node) => node.type !== 'yaml' && (node.type as string) !== 'toml');
    tree.children.splice(at < 0 ? tree.children.length : at, 0, ...(imports as RootContent[]));
  };
};

export default remarkComponentImports;

/** A folder as a pattern that matches the paths of the files inside it, on any platform. */
function folderPattern(folder: string): RegExp {
  const parts = path.resolve(folder).split(path.sep).filter(Boolean);
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`[\\\\/]${escaped.join('[\\\\/]')}[\\\\/]`);
}

/** The folder of a component module named from the site ('@site/src/components/X'), or undefined. */
export function componentFolder(siteDir: string, source: string): string | undefined {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : undefined;
}

/**
 * Docusaurus plugin, the other half: each component of `components` gets one chunk of its own
 * (`component-<Name>`), which the pages that use it share. Without it the bundler copies the
 * component into every one of those pages' chunks (Docusaurus turns the bundler's default groups off).
 */
export const componentChunksPlugin =
  (options: Options) =>
  (context: LoadContext): DocusaurusPlugin => ({
    name: 'component-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const cacheGroups = Object.fromEntries(
        Object.entries(options.components).flatMap(([name, source]) => {
          const folder = componentFolder(context.siteDir, source);
          if (!folder) return [];
          const group = {
            test: folderPattern(folder),
            name: `component-${name}`,
            chunks: 'async' as const,
            enforce: true,
            priority: 30,
          };
          return [[`component${name}`, group]];
        }),
      );
      return {optimization: {splitChunks: {cacheGroups}}};
    },
  });
