import {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import {themes} from 'prism-react-renderer';
import type {Code, Root} from 'mdast';
import {codeBlockMetadata} from '@site/plugins/code-highlight/metadata';
import {highlightCode, tokenLines} from '@site/plugins/code-highlight/highlight';
import remarkCodeHighlight from '@site/plugins/code-highlight/remark';
import {themeCss} from '@site/plugins/code-highlight/themeCss';
import {linesToHtml} from '@site/src/lib/codeLines';

const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
  {className: 'code-block-error-line', line: 'error-next-line'},
];
const options = {additionalLanguages: ['bash', 'ini', 'nginx', 'php', 'diff'], magicComments};

describe('code block metadata, by Docusaurus rules', () => {
  // Each case goes through theme-common's createCodeBlockMetadata (what the client-side theme
  // computes) and through ours (what the build computes): they must agree.
  const cases: [string, string | undefined, string | undefined][] = [
    ['echo one\necho two\n', 'bash', undefined],
    ['a\nb\nc\nd', 'js', '{1,3-4}'],
    ['a\nb\nc', 'js', '{0,2} title="app.js"'],
    ['a\n// highlight-next-line\nb\nc', 'js', undefined],
    ['# highlight-start\nx=1\ny=2\n# highlight-end\nz=3', 'bash', 'showLineNumbers'],
    ['a\n-- highlight-next-line\nb', 'sql', 'showLineNumbers=5'],
    ['<!-- highlight-next-line -->\n<b>x</b>', 'html', "title='index.html'"],
    ['a\n/* error-next-line */\nb\r\nc\r\n', 'ts', undefined],
    ['x\n# highlight-next-line\ny', undefined, undefined],
    ['{/* highlight-next-line */}\n<A />', 'jsx', 'title="A.jsx" showLineNumbers'],
    ['; highlight-next-line\nkey = value', 'ini', undefined],
  ];
  it.each(cases)('%j (%s, %s)', (code, language, metastring) => {
    const upstream = createCodeBlockMetadata({
      code,
      className: language ? `language-${language}` : undefined,
      metastring,
      magicComments,
      defaultLanguage: undefined,
      language: undefined,
      title: undefined,
      showLineNumbers: undefined,
    });
    const ours = codeBlockMetadata({code, language, metastring, magicComments});
    expect(ours.code).toBe(upstream.code);
    expect(ours.language).toBe(upstream.language);
    expect(ours.title ?? '').toBe(upstream.title ?? '');
    expect(ours.lineNumbersStart).toBe(upstream.lineNumbersStart);
    expect(ours.lineClassNames).toEqual(upstream.lineClassNames);
  });

  it('refuses a metastring range when no magic comment names the class', () => {
    expect(() => codeBlockMetadata({code: 'a', language: 'js', metastring: '{1}', magicComments: []})).toThrow(
      /no magic comment/,
    );
  });
});

describe('build-time highlighting', () => {
  it('writes Prism token classes and escapes the code', () => {
    const {html, code, language} = highlightCode(
      {code: 'curl -s "https://x.org/?a=1&b=<2>"\n', language: 'bash'},
      options,
    );
    expect(language).toBe('bash');
    expect(code).toBe('curl -s "https://x.org/?a=1&b=<2>"');
    expect(html).toBe(
      '<div class="token-line"><span class="token function">curl</span> <span class="token parameter variable">-s</span> ' +
        '<span class="token string">&quot;https://x.org/?a=1&amp;b=&lt;2&gt;&quot;</span><br></div>',
    );
  });

  it('tokenizes the languages the site adds to Prism (nginx, ini, php)', () => {
    expect(tokenLines('ssl_protocols TLSv1.2 TLSv1.3;', 'nginx')[0]).toContain('<span class="token directive">');
    expect(tokenLines('[core]\nport = 4003', 'ini').join('\n')).toContain(
      '<span class="token key attr-name">port</span>',
    );
    expect(highlightCode({code: '<?php echo 1;', language: 'php'}, options).html).toContain(
      '<span class="token keyword">echo</span>',
    );
  });

  it('shows an unknown language as escaped plain text', () => {
    expect(highlightCode({code: 'a <b> & c', language: 'klingon'}, options)).toMatchObject({
      language: 'klingon',
      html: '<div class="token-line">a &lt;b&gt; &amp; c<br></div>',
    });
  });

  it('keeps titles, line numbers and highlighted lines, with magic comments removed', () => {
    const block = highlightCode(
      {code: 'one\n# highlight-next-line\ntwo\n', language: 'bash', meta: 'title="Steps" showLineNumbers=3'},
      options,
    );
    expect(block).toMatchObject({title: 'Steps', lineNumbersStart: 3, code: 'one\ntwo'});
    expect(block.html).toBe(
      '<div class="token-line code-line"><span class="code-line-number"></span><span class="code-line-content">one</span><br></div>' +
        '<div class="token-line theme-code-block-highlighted-line code-line"><span class="code-line-number"></span><span class="code-line-content">two</span><br></div>',
    );
  });

  it('keeps empty lines as lines', () => {
    expect(linesToHtml(['a', '', 'b'], {}, false)).toBe(
      '<div class="token-line">a<br></div><div class="token-line"><br></div><div class="token-line">b<br></div>',
    );
  });
});

describe('the remark plugin', () => {
  it('turns every fenced block, nested ones too, into a pre-highlighted CodeBlock element', () => {
    const code = (value: string, lang: string | null): Code => ({type: 'code', value, lang, meta: null});
    const tree = {
      type: 'root',
      children: [
        code('echo hi', 'bash'),
        {
          type: 'mdxJsxFlowElement',
          name: 'RequestExample',
          attributes: [],
          children: [code('curl https://x.org', 'bash')],
        },
        {type: 'paragraph', children: [{type: 'inlineCode', value: 'not a block'}]},
      ],
    } as unknown as Root;
    remarkCodeHighlight(options)(tree);
    const [first, wrapper, paragraph] = tree.children as unknown as {
      name?: string;
      attributes?: {name: string; value: string}[];
      children: {name?: string; attributes?: {name: string; value: string}[]}[];
    }[];
    const attributes = (node?: {attributes?: {name: string; value: string}[]}) =>
      Object.fromEntries((node?.attributes ?? []).map((a) => [a.name, a.value]));
    expect(first?.name).toBe('CodeBlock');
    expect(attributes(first)).toEqual({
      language: 'bash',
      code: 'echo hi',
      html: '<div class="token-line"><span class="token builtin class-name">echo</span> hi<br></div>',
    });
    expect(wrapper?.children[0]?.name).toBe('CodeBlock');
    expect(attributes(wrapper?.children[0])).toMatchObject({language: 'bash', code: 'curl https://x.org'});
    expect(paragraph?.children[0]).toEqual({type: 'inlineCode', value: 'not a block'});
  });
});

describe('the colours', () => {
  it('writes the light theme for light mode and the dark theme for dark mode, from the themes', () => {
    const css = themeCss(themes.github, themes.dracula);
    expect(css).toContain(
      `[data-theme='light'] .theme-code-block{--prism-color:${themes.github.plain.color};--prism-background-color:${themes.github.plain.backgroundColor}}`,
    );
    expect(css).toContain(
      `[data-theme='dark'] .theme-code-block{--prism-color:${themes.dracula.plain.color};--prism-background-color:${themes.dracula.plain.backgroundColor}}`,
    );
    const comment = themes.github.styles.find((entry) => entry.types.includes('comment'));
    expect(css).toMatch(
      new RegExp(
        `\\[data-theme='light'\\] \\.token\\.comment[^{]*\\{color:${comment?.style.color};font-style:italic\\}`,
      ),
    );
  });

  it('scopes entries meant for some languages to those blocks', () => {
    const theme = {
      plain: {color: '#000', backgroundColor: '#fff'},
      styles: [{types: ['selector'], languages: ['css'], style: {color: '#123456'}}],
    };
    expect(themeCss(theme, theme)).toContain("[data-theme='light'] .language-css .token.selector{color:#123456}");
  });
});
