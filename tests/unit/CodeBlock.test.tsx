/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import type * as ThemeCommon from '@docusaurus/theme-common';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';
// The site's own CodeBlock and its props (upstream's types do not know `html`).
import CodeBlock from '@site/src/theme/CodeBlock';

// The jest stand-in config leaves out the Prism options Docusaurus fills in (magic comments).
jest.mock('@docusaurus/theme-common', () => {
  const actual = jest.requireActual<typeof ThemeCommon>('@docusaurus/theme-common');
  const magicComments = [{className: 'theme-code-block-highlighted-line', line: 'highlight-next-line'}];
  return {...actual, useThemeConfig: () => ({...actual.useThemeConfig(), prism: {magicComments}})};
});

const HTML = '<div class="token-line"><span class="token function">curl</span> -s x<br></div>';

describe('CodeBlock', () => {
  it('shows the lines the build highlighted as they are, with the language, a title and line numbers', () => {
    const {container} = render(
      <CodeBlock html={HTML} code="curl -s x" language="bash" title="Ask a node" lineNumbersStart="4" />,
    );
    expect(container.querySelector('.theme-code-block.language-bash')).not.toBeNull();
    expect(screen.getByText('Ask a node')).toBeInTheDocument();
    const code = container.querySelector('pre.prism-code code') as HTMLElement;
    expect(code.innerHTML).toBe(HTML);
    expect(code.style.counterReset).toBe('line-count 3');
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
  });

  it('has no colours of its own: no inline styles, so light and dark mode come from CSS', () => {
    const {container} = render(<CodeBlock html={HTML} code="curl -s x" language="bash" />);
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('offers the copy and word-wrap buttons once in the browser', () => {
    render(
      <BrowserContextProvider>
        <CodeBlock html={HTML} code="curl -s x" language="bash" />
      </BrowserContextProvider>,
    );
    expect(screen.getByRole('button', {name: /copy/i})).toBeInTheDocument();
  });

  it('shows a block written as JSX with a string as text, with the same rules and nothing turned into markup', () => {
    const {container} = render(
      <CodeBlock language="html" title="page.html">
        {'<b onclick="x()">bold</b>\n<!-- highlight-next-line -->\n<i>next</i>\n'}
      </CodeBlock>,
    );
    expect(screen.getByText('page.html')).toBeInTheDocument();
    expect(container.querySelector('b, i')).toBeNull();
    const lines = Array.from(container.querySelectorAll('.token-line'));
    expect(lines.map((line) => line.textContent)).toEqual(['<b onclick="x()">bold</b>', '<i>next</i>']);
    expect(lines[1]).toHaveClass('theme-code-block-highlighted-line');
  });

  it('keeps other JSX children as elements', () => {
    const {container} = render(
      <CodeBlock>
        <span data-testid="custom">custom</span>
      </CodeBlock>,
    );
    expect(container.querySelector('pre code [data-testid="custom"]')).not.toBeNull();
  });
});
