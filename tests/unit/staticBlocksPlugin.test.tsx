// plugins/static-blocks groups a page's runs of plain blocks; src/components/StaticBlocks keeps their
// server HTML while a first visit hydrates, and renders them normally otherwise.
import React, {type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {evaluate} from '@mdx-js/mdx';
import rehypeStaticBlocks, {STATIC_COMPONENTS} from '@site/plugins/static-blocks';

/** The page as markup, with each run shown as <run n="number">…</run>. */
async function runsOf(mdx: string): Promise<string> {
  const {default: Content} = await evaluate(mdx, {...runtime, rehypePlugins: [rehypeStaticBlocks]});
  const components = {
    StaticBlocks: ({run, children}: {run?: string; children?: ReactNode}) => <run n={run}>{children}</run>,
    Tabs: ({children}: {children?: ReactNode}) => <tabs>{children}</tabs>,
    Badge: ({text}: {text?: string}) => <b>{text}</b>,
    admonition: ({children}: {children?: ReactNode}) => <aside>{children}</aside>,
  };
  return renderToStaticMarkup(<Content components={components} />).replace(/\n/g, '');
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      run: {n?: string; children?: ReactNode};
      tabs: {children?: ReactNode};
    }
  }
}

describe('plugins/static-blocks', () => {
  it('wraps each run of plain blocks, and leaves components with behaviour outside the runs', async () => {
    const html = await runsOf(
      [
        '# Title',
        'Some *prose* with [a link](/x).',
        '- one\n- two',
        '<Tabs>\n\nInside\n\n</Tabs>',
        '## After',
        'More.',
      ].join('\n\n'),
    );
    expect(html).toBe(
      '<run n="1"><h1>Title</h1><p>Some <em>prose</em> with <a href="/x">a link</a>.</p><ul><li>one</li><li>two</li></ul></run>' +
        '<tabs><p>Inside</p></tabs>' +
        '<run n="2"><h2>After</h2><p>More.</p></run>',
    );
  });

  it('keeps a block that holds a component with behaviour, or an expression, out of the runs', async () => {
    const html = await runsOf(['Before.', 'A <Tabs>tab</Tabs> inline.', 'Sum {1 + 1}.', 'After.'].join('\n\n'));
    expect(html).toBe(
      '<run n="1"><p>Before.</p></run><p>A <tabs>tab</tabs> inline.</p><p>Sum 2.</p><run n="2"><p>After.</p></run>',
    );
  });

  it('lets plain-markup components into a run, unless an attribute is an expression', async () => {
    expect([...STATIC_COMPONENTS]).toEqual(['admonition', 'Badge']);
    const html = await runsOf(['Label <Badge text="2.6" />.', 'Label <Badge text={String(2)} />.'].join('\n\n'));
    expect(html).toBe('<run n="1"><p>Label <b>2.6</b>.</p></run><p>Label <b>2</b>.</p>');
  });

  it('leaves a page with nothing to group as it is', async () => {
    expect(await runsOf('<Tabs>Only</Tabs>')).toBe('<tabs>Only</tabs>');
  });
});
