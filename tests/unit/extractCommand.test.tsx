import React from 'react';
import {extractCommand} from '@site/src/components/RequestExample/extractCommand';

/** The shape MDX gives a fenced block: the theme's pre around a code element. */
function Pre({children}: {children?: React.ReactNode}) {
  return <>{children}</>;
}
function Code({children}: {children?: React.ReactNode; className?: string}) {
  return <code>{children}</code>;
}

function fence(language: string | null, text: string) {
  return (
    <Pre>
      <Code className={language === null ? undefined : `language-${language}`}>{text}</Code>
    </Pre>
  );
}

describe('extractCommand', () => {
  it('finds the command in an MDX fence, without the trailing newline', () => {
    expect(extractCommand(fence('bash', 'curl "https://x.org"\n'))).toEqual({ok: true, code: 'curl "https://x.org"'});
  });

  it('keeps continuations', () => {
    expect(extractCommand(fence('bash', 'curl \\\n  https://x.org\n'))).toEqual({
      ok: true,
      code: 'curl \\\n  https://x.org',
    });
  });

  it('joins text split into several children', () => {
    const split = (
      <Pre>
        <Code className="language-sh">
          {'curl '}
          {'https://x.org'}
        </Code>
      </Pre>
    );
    expect(extractCommand(split)).toEqual({
      ok: true,
      code: 'curl https://x.org',
    });
  });

  it('accepts a fence without a language', () => {
    expect(extractCommand(fence(null, 'curl https://x.org\n'))).toEqual({ok: true, code: 'curl https://x.org'});
  });

  it('accepts a plain string child', () => {
    expect(extractCommand('  curl https://x.org  ')).toEqual({ok: true, code: 'curl https://x.org'});
  });

  it('finds a fence among whitespace and deeper wrappers', () => {
    expect(extractCommand(['\n', <div key="d">{fence('bash', 'curl https://x.org\n')}</div>])).toEqual({
      ok: true,
      code: 'curl https://x.org',
    });
  });

  it.each<[string, React.ReactNode, RegExp]>([
    ['nothing', null, /expects a fenced bash block/],
    ['another language', fence('json', '{}\n'), /not json/],
    ['two blocks', [fence('bash', 'curl a\n'), fence('bash', 'curl b\n')], /more than one code block/],
    ['an empty block', fence('bash', '\n'), /empty/],
  ])('refuses %s', (_name, children, problem) => {
    const result = extractCommand(children);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(problem);
  });
});
