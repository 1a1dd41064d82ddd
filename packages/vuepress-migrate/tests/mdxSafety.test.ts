/** Prose MDX would read as code, and Vue interpolation (src/mdxSafety.ts). */
import {convertProse, escapeMdxChars, evaluateInterpolation} from '../src/mdxSafety';
import type {ProseContext} from '../src/mdxSafety';

const context = (extra: Partial<ProseContext> = {}): ProseContext => ({
  frontMatter: {cipher: 'AES', nested: {level: 3}},
  pageTitle: 'Pricing',
  site: {title: 'Kestrel'},
  ...extra,
});

describe('bare braces and angle brackets', () => {
  it('are escaped so MDX reads them as text', () => {
    expect(escapeMdxChars('a set like {daily, weekly} and 5 < 10')).toBe('a set like \\{daily, weekly\\} and 5 \\< 10');
  });

  it('are not escaped twice', () => {
    expect(escapeMdxChars('already \\{ and \\< here')).toBe('already \\{ and \\< here');
    expect(escapeMdxChars('a literal backslash \\\\{x}')).toBe('a literal backslash \\\\\\{x\\}');
  });
});

describe('colons that remark-directive would read as a directive', () => {
  it('are escaped where a text, leaf or container directive would start', () => {
    expect(escapeMdxChars('config:cli')).toBe('config\\:cli');
    // `:docs` is followed by `:`, so only `:watch` would be a directive.
    expect(escapeMdxChars('run npm run build:docs:watch')).toBe('run npm run build:docs\\:watch');
    expect(escapeMdxChars('::before and :::note')).toBe('\\::before and \\:::note');
  });

  it('are left alone where no directive starts: emoji, times, URLs, names ending in - or _', () => {
    for (const text of [':tada: done', 'at 10:30', 'https://x.org', 'a: b', 'key:_x', 'a:b-', 'std\\:x'])
      expect(escapeMdxChars(text)).toBe(text);
  });
});

describe('Vue interpolation', () => {
  it('is replaced by the value when the migration knows it', () => {
    expect(evaluateInterpolation(' $frontmatter.cipher ', context())).toBe('AES');
    expect(evaluateInterpolation('$page.frontmatter.nested.level', context())).toBe('3');
    expect(evaluateInterpolation('$page.title', context())).toBe('Pricing');
    expect(evaluateInterpolation('$site.title', context())).toBe('Kestrel');
    expect(evaluateInterpolation("'a {literal}'", context())).toBe('a {literal}');
    expect(convertProse('Welcome to {{ $site.title }}.', context())).toBe('Welcome to Kestrel.');
  });

  it('escapes a value that MDX or Markdown would read as syntax', () => {
    expect(convertProse("{{ '<b>{x}</b>' }}", context())).toBe('\\<b>\\{x\\}\\</b>');
  });

  it('is kept as literal text and reported when it has no static value', () => {
    const reports: [number, string][] = [];
    const out = convertProse(
      'Version {{ keyFormat + 1 }} now',
      context({report: (offset, message) => reports.push([offset, message])}),
    );
    expect(out).toBe('Version \\{\\{ keyFormat + 1 \\}\\} now');
    expect(reports).toEqual([[8, 'Vue interpolation "{{ keyFormat + 1 }}" has no static value; kept as literal text']]);
    expect(evaluateInterpolation('$frontmatter.missing', context())).toBeNull();
  });

  it('is left literal without a report inside v-pre', () => {
    const reports: string[] = [];
    expect(convertProse('{{ $site.title }}', context({vPre: true, report: (_o, m) => reports.push(m)}))).toBe(
      '\\{\\{ $site.title \\}\\}',
    );
    expect(reports).toEqual([]);
  });
});
