/** @jest-environment jsdom */
import React from 'react';
import {render} from '@testing-library/react';
import type {Heading, Root} from 'mdast';
import type {VFile} from 'vfile';
import {BrokenLinksProvider, createStatefulBrokenLinks} from '@docusaurus/core/lib/client/BrokenLinksContext';
import remarkLegacyAnchors from '@site/plugins/legacy-anchors';
import {headingWithLegacyAnchors} from '@site/src/components/LegacyAnchor';
import {
  aliasesByTarget,
  checkLegacyAnchors,
  LEGACY_ANCHORS_ATTRIBUTE,
  parseLegacyAnchors,
  splitLegacyAnchors,
} from '@site/src/lib/legacyAnchors';

describe('parseLegacyAnchors', () => {
  it('reads a map of old ids to heading ids, in order', () => {
    const parsed = parseLegacyAnchors({'endpoint-2': 'retrieve-an-account', _1_clone: 'build-setup'});
    expect(parsed).toEqual({
      ok: true,
      anchors: new Map([
        ['endpoint-2', 'retrieve-an-account'],
        ['_1_clone', 'build-setup'],
      ]),
    });
  });

  it.each([[null], [['endpoint']], ['endpoint: x'], [3]])('rejects %p: not a map', (value) => {
    expect(parseLegacyAnchors(value)).toEqual({ok: false, errors: [expect.stringContaining('must be a map')]});
  });

  it('names each malformed entry', () => {
    expect(parseLegacyAnchors({'not an id': 'summary', alias: 12, other: '#summary', fine: 'summary'})).toEqual({
      ok: false,
      errors: [
        '"not an id" is not an id (letters, digits, "_" and "-" only)',
        '"alias" must point at a heading id, found 12',
        '"other" must point at a heading id, found "#summary"',
      ],
    });
  });
});

describe('checkLegacyAnchors', () => {
  const headings = new Set(['summary', 'installation']);

  it('accepts aliases to headings of the page', () => {
    expect(
      checkLegacyAnchors(
        new Map([
          ['alias', 'summary'],
          ['usage', 'summary'],
        ]),
        headings,
      ),
    ).toEqual([]);
  });

  it('rejects a target that is no heading of the page', () => {
    expect(checkLegacyAnchors(new Map([['alias', 'sumary']]), headings)).toEqual([
      '"alias" points at "sumary", which is no heading id of this page',
    ]);
  });

  it('rejects an old id the page already has, as a heading or any other element', () => {
    expect(
      checkLegacyAnchors(
        new Map([
          ['installation', 'summary'],
          ['tabs', 'summary'],
        ]),
        headings,
        new Set(['tabs']),
      ),
    ).toEqual([
      '"installation" is already an id of this page: remove the alias',
      '"tabs" is already an id of this page: remove the alias',
    ]);
  });

  it('groups the old ids by heading', () => {
    expect(
      aliasesByTarget(
        new Map([
          ['a', 'x'],
          ['b', 'y'],
          ['c', 'x'],
        ]),
      ),
    ).toEqual(
      new Map([
        ['x', ['a', 'c']],
        ['y', ['b']],
      ]),
    );
    expect(splitLegacyAnchors('a  c')).toEqual(['a', 'c']);
    expect(splitLegacyAnchors(undefined)).toEqual([]);
  });
});

/** A page as the plugin sees it: headings that Docusaurus has already given their ids. */
function page(): Root {
  const heading = (depth: 1 | 2 | 3, text: string, id: string): Heading => ({
    type: 'heading',
    depth,
    children: [{type: 'text', value: text}],
    data: {hProperties: {id}},
  });
  return {
    type: 'root',
    children: [
      {type: 'paragraph', children: [{type: 'text', value: 'Opening.'}]},
      // A level-1 heading renders without its id: no alias can stand on it.
      heading(1, 'Title', 'title'),
      heading(2, 'Summary', 'summary'),
      heading(2, 'Installation', 'installation'),
      heading(3, 'From npm', 'from-npm'),
      // A component with a literal id, and a directive, whose attributes are an object.
      {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'tabs'}],
        children: [],
      },
      {type: 'containerDirective', name: 'note', attributes: {}, children: []},
    ] as Root['children'],
  };
}

function transform(frontMatter: Record<string, unknown>, tree: Root = page()): Root {
  // What the plugin reads of the file Docusaurus' MDX loader passes (vfile itself is ESM-only).
  const file = {path: '/site/docs/faq/page.md', data: {frontMatter}} as unknown as VFile;
  const transformer = (
    remarkLegacyAnchors as unknown as (options: {siteDir: string}) => (tree: Root, file: VFile) => void
  )({siteDir: '/site'});
  transformer(tree, file);
  return tree;
}

const propsOf = (tree: Root, id: string) =>
  (
    tree.children.find((n) => n.type === 'heading' && (n.data as {hProperties: {id: string}}).hProperties.id === id)
      ?.data as {hProperties: Record<string, unknown>}
  ).hProperties;

describe('remark plugin', () => {
  it('marks each target heading with its old ids and leaves the rest of the page alone', () => {
    const before = page();
    const tree = transform({
      title: 'Page',
      legacy_anchors: {alias: 'summary', 'npm-yarn': 'from-npm', usage: 'summary'},
    });
    expect(propsOf(tree, 'summary')).toEqual({id: 'summary', [LEGACY_ANCHORS_ATTRIBUTE]: 'alias usage'});
    expect(propsOf(tree, 'from-npm')).toEqual({id: 'from-npm', [LEGACY_ANCHORS_ATTRIBUTE]: 'npm-yarn'});
    expect(propsOf(tree, 'installation')).toEqual({id: 'installation'});
    // No node is added or removed: headings keep their text, so the TOC cannot change.
    expect(tree.children.map((n) => n.type)).toEqual(before.children.map((n) => n.type));
  });

  it('does nothing on a page without the key', () => {
    expect(transform({title: 'Page'})).toEqual(page());
  });

  it('fails naming the file and every problem', () => {
    expect(() => transform({legacy_anchors: {alias: 'sumary', installation: 'summary', tabs: 'summary'}})).toThrow(
      'docs/faq/page.md: front matter `legacy_anchors`:\n' +
        '  - "alias" points at "sumary", which is no heading id of this page\n' +
        '  - "installation" is already an id of this page: remove the alias\n' +
        '  - "tabs" is already an id of this page: remove the alias',
    );
    expect(() => transform({legacy_anchors: {alias: 'title'}})).toThrow(
      '"alias" points at "title", which is no heading id of this page',
    );
    expect(() => transform({legacy_anchors: ['alias']})).toThrow(
      'docs/faq/page.md: front matter `legacy_anchors`:\n  - must be a map',
    );
  });
});

describe('MDX heading with old ids', () => {
  const H2 = headingWithLegacyAnchors('h2');

  function renderHeading(props: Record<string, unknown>) {
    const brokenLinks = createStatefulBrokenLinks();
    const {container} = render(
      <BrokenLinksProvider brokenLinks={brokenLinks}>
        <H2 id="summary" {...props}>
          Summary
        </H2>
      </BrokenLinksProvider>,
    );
    return {heading: container.querySelector('h2') as HTMLHeadingElement, anchors: brokenLinks.getCollectedAnchors()};
  }

  it('puts an empty, hidden anchor per old id inside the heading, registered for the broken-anchor check', () => {
    const {heading, anchors} = renderHeading({[LEGACY_ANCHORS_ATTRIBUTE]: 'alias usage'});
    expect(heading.id).toBe('summary');
    const aliases = Array.from(heading.querySelectorAll('.legacy-anchor'));
    expect(aliases.map((a) => [a.tagName, a.id, a.getAttribute('aria-hidden'), a.textContent])).toEqual([
      ['SPAN', 'alias', 'true', ''],
      ['SPAN', 'usage', 'true', ''],
    ]);
    // They scroll like headings do (below the sticky navbar).
    for (const alias of aliases) expect(alias.className).toContain('anchorTargetStickyNavbar');
    expect([...anchors].sort()).toEqual(['alias', 'summary', 'usage']);
    expect(heading.hasAttribute(LEGACY_ANCHORS_ATTRIBUTE)).toBe(false);
  });

  it('keeps the heading as the theme renders it: text, hash link and its label', () => {
    const plain = renderHeading({}).heading;
    const aliased = renderHeading({[LEGACY_ANCHORS_ATTRIBUTE]: 'alias'}).heading;
    aliased.querySelectorAll('.legacy-anchor').forEach((a) => a.remove());
    expect(aliased.outerHTML).toBe(plain.outerHTML);
    expect(plain.querySelector('.hash-link')?.getAttribute('aria-label')).toBe('Direct link to Summary');
  });
});
