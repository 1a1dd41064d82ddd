/**
 * Remark plugin: keeps the old site's deep links working. A page declares, in its front matter, the
 * ids its headings had on the old site and the heading that covers each subject today:
 *
 *     legacy_anchors:
 *       endpoint: list-all-accounts
 *       query-parameters: list-all-accounts
 *
 * The plugin runs after Docusaurus has given every heading its id and built the table of contents.
 * It fails the build, naming the file, when the map is malformed, points at a heading the page does
 * not have, or declares an id the page already has. Otherwise it marks each target heading with its
 * old ids (LEGACY_ANCHORS_ATTRIBUTE); the MDX heading components render them as empty, hidden anchors
 * inside the heading (src/components/LegacyAnchor), so the TOC, the site record and search, which
 * read headings, never see them.
 */
import path from 'node:path';
import type {Heading, Root} from 'mdast';
import type {Plugin} from 'unified';
import {
  aliasesByTarget,
  checkLegacyAnchors,
  LEGACY_ANCHORS_ATTRIBUTE,
  LEGACY_ANCHORS_KEY,
  parseLegacyAnchors,
} from '../../src/lib/legacyAnchors';

export interface Options {
  /** Error messages name files relative to this folder (default: the working directory). */
  readonly siteDir?: string;
}

interface TreeNode {
  type: string;
  depth?: number;
  children?: TreeNode[];
  attributes?: unknown;
  data?: {hProperties?: Record<string, unknown>};
}

/**
 * The headings of levels 2-6 with the ids Docusaurus gave them (a level-1 heading renders without
 * an id), and every other literal `id` of the page's components.
 */
function collectIds(tree: Root): {headings: Map<string, Heading>; otherIds: Set<string>} {
  const headings = new Map<string, Heading>();
  const otherIds = new Set<string>();
  const visit = (node: TreeNode): void => {
    if (node.type === 'heading' && (node.depth ?? 1) >= 2) {
      const id = node.data?.hProperties?.id;
      if (typeof id === 'string') headings.set(id, node as unknown as Heading);
    }
    // JSX elements list their attributes (directives keep theirs in an object, and set no id).
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && Array.isArray(node.attributes)) {
      for (const attribute of node.attributes as {type: string; name?: string; value?: unknown}[]) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string')
          otherIds.add(attribute.value);
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree as unknown as TreeNode);
  return {headings, otherIds};
}

const remarkLegacyAnchors: Plugin<[Options?], Root> = (options = {}) => {
  const siteDir = options.siteDir ?? process.cwd();
  return (tree, file) => {
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter;
    if (!frontMatter || !(LEGACY_ANCHORS_KEY in frontMatter)) return;
    const parsed = parseLegacyAnchors(frontMatter[LEGACY_ANCHORS_KEY]);
    const {headings, otherIds} = collectIds(tree);
    const errors = parsed.ok ? checkLegacyAnchors(parsed.anchors, new Set(headings.keys()), otherIds) : parsed.errors;
    if (!parsed.ok || errors.length) {
      const name = file.path ? path.relative(siteDir, file.path) : '(unknown file)';
      throw new Error(`${name}: front matter \`${LEGACY_ANCHORS_KEY}\`:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    }
    for (const [target, aliases] of aliasesByTarget(parsed.anchors)) {
      const heading = headings.get(target);
      if (!heading) continue;
      const data = (heading.data ??= {}) as {hProperties?: Record<string, unknown>};
      data.hProperties = {...data.hProperties, [LEGACY_ANCHORS_ATTRIBUTE]: aliases.join(' ')};
    }
  };
};

export default remarkLegacyAnchors;
