/**
 * The content checker (scripts/check-content.mjs) enforces CONTENT.md. These cases run it on small
 * trees written here and expect each rule to catch what it is for.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const checker = path.resolve(__dirname, '../../scripts/check-content.mjs');

type Report = {pages: {file: string; words: number}[]; problems: {file: string; line: number; message: string}[]};

function check(files: Record<string, string>): Report {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  try {
    return JSON.parse(execFileSync('node', [checker, '--docs', dir, '--json', dir], {encoding: 'utf8'})) as Report;
  } catch (error) {
    return JSON.parse((error as {stdout: string}).stdout) as Report;
  }
}

const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const page = (fm: string, body: string) => `---\n${fm}\n---\n\n${body}\n`;
const bountiesFm = 'title: "Bounties"\ndescription: "Rewards."\nslug: /faq/bounties.html\ndisplayed_sidebar: faq';
const good = page(bountiesFm, `${words(320)}\n\n## Section One\n\n${words(10)}\n\n\`\`\`bash\necho hi\n\`\`\``);

function messages(report: Report): string[] {
  return report.problems.map((p) => p.message);
}

describe('check-content', () => {
  it('accepts a page that follows the contract', () => {
    const report = check({'faq/bounties.md': good});
    expect(report.problems).toEqual([]);
    expect(report.pages[0]?.words).toBe(332);
  });

  it('does not count code toward prose words', () => {
    const code = '```bash\n' + words(400) + '\n```';
    const report = check({'faq/bounties.md': page(bountiesFm, `${words(20)}\n\n## Section One\n\n\`${words(3)}\`\n\n${code}`)});
    expect(report.pages[0]?.words).toBe(22); // 20 words of prose and the two of the heading
    expect(messages(report)).toContain('22 prose words; a page needs at least 300');
  });

  it('names a page that does not compile as MDX, with its line', () => {
    const report = check({'faq/bounties.md': page(bountiesFm, `${words(320)}\n\n## Section\n\nA <b>broken tag.`)});
    const problem = report.problems.find((p) => p.message.startsWith('does not compile as MDX'));
    expect(problem).toMatchObject({file: 'faq/bounties.md', line: 12});
  });

  it('reads Docusaurus heading ids and checks anchors against them', () => {
    const body = `${words(320)}\n\n## Section One {#first}\n\n[ok](#first) [bad](#section-one)`;
    expect(messages(check({'faq/bounties.md': page(bountiesFm, body)}))).toEqual([
      'anchor "#section-one" matches no heading of this page',
    ]);
  });

  it.each([
    ['a fence without a language', '```\ncode\n```', 'fenced code block without a language'],
    ['placeholder wording', 'This part is TODO.', 'placeholder wording "TODO"'],
    ['a discarded value', 'Set minFeePool: 1000 now.', '"minFeePool: 1000" is a value we decided against: use minFeePool / minFeeBroadcast 3000 (CONTENT.md)'],
    ['a level-1 heading', '# Big', 'a "#" heading: the title is the page heading, start sections at "##"'],
    ['a link to a missing page', '[x](./nope.md)', 'link "./nope.md" points at faq/nope.md, which is no page of routes.json'],
    ['an absolute link', '[x](/faq/)', 'link "/faq/" is absolute: link to the page\'s .md file with a relative path'],
  ])('reports %s', (_name, extra, expected) => {
    const body = `${words(320)}\n\n## Section One\n\n${extra}`;
    expect(messages(check({'faq/bounties.md': page(bountiesFm, body)}))).toContain(expected);
  });

  it('checks the front matter against routes.json', () => {
    const report = check({'faq/bounties.md': page('title: "Bounty"\nslug: /faq/bounties\ndisplayed_sidebar: main', `${words(320)}\n\n## S\n\nx`)});
    expect(messages(report)).toEqual(
      expect.arrayContaining([
        'front matter has no description',
        'title "Bounty" differs from routes.json: "Bounties"',
        'slug must be "/faq/bounties.html" (found "/faq/bounties")',
        'displayed_sidebar must be "faq" (found "main")',
      ]),
    );
  });

  it('wants an opening paragraph and a "##" section', () => {
    const report = check({'faq/bounties.md': page(bountiesFm, `### Deep\n\n${words(320)}`)});
    expect(messages(report)).toEqual(
      expect.arrayContaining(['no "##" section', 'no opening paragraph before the first section']),
    );
  });

  it('wants a folder page to link to every page it is the nearest folder of', () => {
    const fm = 'title: "FAQ"\ndescription: "All questions."\nslug: /faq/\ndisplayed_sidebar: faq';
    const body = `${words(130)}\n\n## Topics\n\n[Bounties](./bounties.md) and [Passphrases](passphrases.md).`;
    const report = check({'faq/index.md': page(fm, body), 'faq/bounties.md': good});
    const missing = messages(report).filter((m) => m.startsWith('folder page does not link'));
    expect(missing).toEqual([
      'folder page does not link to /faq/desktop-wallet.html (faq/desktop-wallet.md)',
      'folder page does not link to /faq/roadmap-updates.html (faq/roadmap-updates.md)',
      'folder page does not link to /faq/voting-delegates.html (faq/voting-delegates.md)',
    ]);
  });

  it('rejects a file that is the source of no route', () => {
    expect(messages(check({'faq/extra.md': good}))).toContain('this file is not the source of any route in routes.json');
  });
});
