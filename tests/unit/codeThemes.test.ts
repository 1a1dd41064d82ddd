import {themes, type PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '@site/src/lib/codeThemes';

function rgb(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [hex[1], hex[2], hex[3]].map((part) => parseInt(part ?? '0', 16)) as [number, number, number];
  const fn = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(color);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  throw new Error(`unknown colour ${color}`);
}

function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function shortfalls(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor ?? '';
  return theme.styles
    .filter(({style}) => style.color !== undefined && contrast(style.color, background) < 4.5)
    .map(({types, style}) => `${types.join(',')}: ${style.color}`);
}

describe('code themes', () => {
  it('the upstream themes fall short (why these exist)', () => {
    expect(shortfalls(themes.github)).not.toEqual([]);
    expect(shortfalls(themes.dracula)).not.toEqual([]);
  });

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('every token of the %s theme has 4.5:1 against its background', (_name, theme) => {
    expect(shortfalls(theme)).toEqual([]);
  });

  it('only colours change', () => {
    expect(lightCodeTheme.plain).toEqual(themes.github.plain);
    expect(lightCodeTheme.styles.map((s) => s.types)).toEqual(themes.github.styles.map((s) => s.types));
    expect(darkCodeTheme.styles.map((s) => s.types)).toEqual(themes.dracula.styles.map((s) => s.types));
  });
});
