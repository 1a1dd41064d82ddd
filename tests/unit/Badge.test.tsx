/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {render, screen} from '@testing-library/react';
import MDXComponents from '@theme/MDXComponents';
import OriginalMDXComponents from '@theme-original/MDXComponents';
import Badge from '@site/src/components/Badge';
import Table from '@site/src/components/Table';
import StaticBlocks from '@site/src/components/StaticBlocks';
import CodeBlock from '@theme/CodeBlock';
import {badgeType, badgeVertical} from '@site/src/components/Badge/options';

// The badge as readers see it: its real stylesheet in the page (CSS modules are mocked so that every
// class name is its key, tests/mocks/styleMock.js, which is what the stylesheet's selectors say).
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = fs.readFileSync(path.resolve(__dirname, '../../src/components/Badge/styles.module.css'), 'utf8');
  document.head.append(style);
});

type Theme = 'light' | 'dark';
type Rgb = [number, number, number];

function rgb(value: string): Rgb {
  const parts = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(value);
  if (!parts) throw new Error(`not an rgb() colour: ${value}`);
  return [Number(parts[1]), Number(parts[2]), Number(parts[3])];
}

/** WCAG 2 contrast ratio of two sRGB colours. */
function contrast(a: Rgb, b: Rgb): number {
  const luminance = (c: Rgb) => {
    const [r, g, bl] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** Hue of a colour in degrees (0 red, 120 green, 240 blue). */
function hue([r, g, b]: Rgb): number {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** What a badge looks like in a theme: colours, alignment, box. */
function look(props: React.ComponentProps<typeof Badge>, theme: Theme = 'light') {
  document.documentElement.dataset.theme = theme;
  const {container, unmount} = render(<Badge {...props} />);
  const style = getComputedStyle(container.firstElementChild as HTMLElement);
  const seen = {
    background: style.backgroundColor,
    color: style.color,
    verticalAlign: style.verticalAlign,
    display: style.display,
  };
  unmount();
  return seen;
}

describe('Badge', () => {
  it('shows its label, from text or from children, as a small box in the line', () => {
    render(
      <p>
        Listens on port 4040 <Badge text="v2.4+" /> and <Badge type="error">removed in 2.5</Badge>
      </p>,
    );
    for (const label of ['v2.4+', 'removed in 2.5']) {
      expect(screen.getByText(label)).toBeVisible();
      expect(getComputedStyle(screen.getByText(label)).display).toBe('inline-block');
    }
  });

  it.each<Theme>(['light', 'dark'])(
    'in the %s theme, tip is green, warning amber, error red, each readable at 4.5:1',
    (theme) => {
      const hues: Record<string, [number, number][]> = {
        tip: [[90, 160]],
        warning: [[25, 60]],
        error: [
          [0, 20],
          [340, 360],
        ],
      };
      for (const type of ['tip', 'warning', 'error'] as const) {
        const {background, color} = look({text: type, type}, theme);
        const h = hue(rgb(background));
        const readable = contrast(rgb(color), rgb(background)) >= 4.5;
        expect([type, hues[type]?.some(([from, to]) => h >= from && h <= to), readable]).toEqual([type, true, true]);
      }
    },
  );

  it.each<Theme>(['light', 'dark'])(
    'in the %s theme, the legacy aliases look like their types, and no type is a tip',
    (theme) => {
      expect(look({text: 'a', type: 'warn'}, theme)).toEqual(look({text: 'a', type: 'warning'}, theme));
      expect(look({text: 'a', type: 'danger'}, theme)).toEqual(look({text: 'a', type: 'error'}, theme));
      expect(look({text: 'a'}, theme)).toEqual(look({text: 'a', type: 'tip'}, theme));
      expect(look({text: 'a', type: 'warning'}, theme)).not.toEqual(look({text: 'a', type: 'error'}, theme));
    },
  );

  it('sits at the top of the line unless asked for the middle', () => {
    expect(look({text: 'a'}).verticalAlign).toBe('top');
    expect(look({text: 'a', vertical: 'top'}).verticalAlign).toBe('top');
    expect(look({text: 'a', vertical: 'middle'}).verticalAlign).toBe('middle');
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
  it('keeps every component of the theme and adds Badge, CodeBlock, StaticBlocks and the table region, not RequestExample', () => {
    // RequestExample is imported by the pages that use it (plugins/component-imports), so the
    // component every page loads does not carry it.
    expect(MDXComponents).not.toHaveProperty('RequestExample');
    // Headings h2-h6 are the theme's, with the old ids of `legacy_anchors` (tests/unit/legacyAnchors.test.tsx).
    const headings = {
      h2: expect.any(Function),
      h3: expect.any(Function),
      h4: expect.any(Function),
      h5: expect.any(Function),
      h6: expect.any(Function),
    };
    // CodeBlock: what the build-time highlighter writes for fenced blocks (plugins/code-highlight).
    expect(MDXComponents).toEqual({
      ...OriginalMDXComponents,
      Badge,
      CodeBlock,
      // StaticBlocks: what plugins/static-blocks writes around runs of plain blocks.
      StaticBlocks,
      table: Table,
      ...headings,
    });
  });
});
