/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import MDXComponents from '@theme/MDXComponents';
import OriginalMDXComponents from '@theme-original/MDXComponents';
import Badge from '@site/src/components/Badge';
import Table from '@site/src/components/Table';
import RequestExample from '@site/src/components/RequestExample';
import CodeBlock from '@theme/CodeBlock';
import {badgeType, badgeVertical} from '@site/src/components/Badge/options';

// CSS modules are mocked so that every class name is its key (tests/mocks/styleMock.js).
function classesOf(element: HTMLElement): string[] {
  return element.className.split(' ').sort();
}

describe('Badge', () => {
  it('shows its text as a tip aligned to the top by default', () => {
    render(<Badge text="v2.4+" />);
    expect(classesOf(screen.getByText('v2.4+'))).toEqual(['badge', 'tip', 'top']);
  });

  it('takes its label from children too', () => {
    render(<Badge type="error">removed in 2.5</Badge>);
    expect(classesOf(screen.getByText('removed in 2.5'))).toEqual(['badge', 'error', 'top']);
  });

  it.each<[NonNullable<React.ComponentProps<typeof Badge>['type']>, string]>([
    ['tip', 'tip'],
    ['warning', 'warning'],
    ['warn', 'warning'],
    ['error', 'error'],
    ['danger', 'error'],
  ])('type %s is styled as %s', (type, style) => {
    render(<Badge text="x" type={type} />);
    expect(screen.getByText('x')).toHaveClass(style);
  });

  it('vertical middle', () => {
    render(<Badge text="m" vertical="middle" />);
    expect(classesOf(screen.getByText('m'))).toEqual(['badge', 'middle', 'tip']);
  });

  it('an unknown type or alignment fails the build with a message naming it', () => {
    expect(() => badgeType('info')).toThrow(
      'Badge: unknown type "info"; use tip, warning (or warn), or error (or danger).',
    );
    expect(() => badgeVertical('bottom')).toThrow('Badge: unknown vertical "bottom"; use top or middle.');
    // MDX passes whatever the writer typed: a typo is an error, not a silently unstyled badge.
    const props = {text: 'x', type: 'note'} as unknown as React.ComponentProps<typeof Badge>;
    expect(() => Badge(props)).toThrow(/unknown type "note"/);
  });
});

describe('MDXComponents', () => {
  it('keeps every component of the theme and adds Badge, CodeBlock, RequestExample and the table region', () => {
    // Headings h2-h6 are the theme's, with the old ids of `legacy_anchors` (tests/unit/legacyAnchors.test.tsx).
    const headings = {h2: expect.any(Function), h3: expect.any(Function), h4: expect.any(Function), h5: expect.any(Function), h6: expect.any(Function)};
    // CodeBlock: what the build-time highlighter writes for fenced blocks (plugins/code-highlight).
    expect(MDXComponents).toEqual({...OriginalMDXComponents, Badge, CodeBlock, RequestExample, table: Table, ...headings});
  });
});
