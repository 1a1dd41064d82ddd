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

/** The release folders of the site's docs/releases/, from which the checker learns the valid `applies_to` releases. */
const RELEASE_FOLDERS = ['v2.0.19', 'v2.1', 'v2.2', 'v2.3', 'v2.4', 'v2.5', 'v2.6'];

function check(files: Record<string, string>, releaseFolders: string[] = RELEASE_FOLDERS): Report {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  for (const folder of releaseFolders) fs.mkdirSync(path.join(dir, 'releases', folder), {recursive: true});
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
    const report = check({
      'faq/bounties.md': page(bountiesFm, `${words(20)}\n\n## Section One\n\n\`${words(3)}\`\n\n${code}`),
    });
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

  it('asks for an explicit id on a heading that a page of another section links to', () => {
    const glossary = page(
      'title: "Glossary"\ndescription: "Terms."\nslug: /glossary/\ndisplayed_sidebar: main',
      `${words(320)}\n\n## Common Terms\n\n[a](#common-terms)\n\n## Swipechain Terms {#swipechain-terms}\n\nx`,
    );
    const bounties = page(
      bountiesFm,
      `${words(320)}\n\n## Section One\n\n[a](../glossary/index.md#common-terms) [b](../glossary/index.md#swipechain-terms) [c](./index.md)`,
    );
    const faq = page(
      'title: "FAQ"\ndescription: "Questions."\nslug: /faq/\ndisplayed_sidebar: faq',
      `${words(320)}\n\n## Section One\n\n[a](./bounties.md#section-one)`,
    );
    const report = check({'faq/bounties.md': bounties, 'faq/index.md': faq, 'glossary/index.md': glossary});
    // The link within the glossary and the one within the FAQ section need no explicit id.
    expect(report.problems.filter((p) => p.message.includes('explicit id'))).toEqual([
      {
        file: 'faq/bounties.md',
        line: lineOf(bounties, '[a](../glossary'),
        message:
          'anchor "#common-terms" links from another section to a heading of glossary/index.md without an explicit id: write "{#common-terms}" after that heading (line 10), so that renaming it keeps the link (CONTENT.md)',
      },
    ]);
  });

  it('reads heading ids as the build renders them: setext headings, comment ids, explicit ids that take no slug', () => {
    // Docusaurus slugs "Options" as "options" although an explicit id took it: the page would have the id twice.
    const body = `${words(320)}\n\nSection One\n-----------\n\n- item\n\n  ### In a List {/* #listed */}\n\n## Custom {#options}\n\n## Options\n\n[a](#section-one) [b](#listed) [c](#options)`;
    const report = check({'faq/bounties.md': page(bountiesFm, body)});
    expect(report.problems.map((p) => [p.line, p.message])).toEqual([
      [19, 'heading "Options" repeats the id "options" of line 17'],
    ]);
  });

  it('names a heading that repeats the text of another at any level, which the build would give a "-1" id', () => {
    const body = `${words(320)}\n\n## References\n\n### Cause\n\nText.\n\n### Fix\n\n## Other\n\n### cause\n\n## References`;
    const report = check({'faq/bounties.md': page(bountiesFm, body)});
    expect(report.problems.map((p) => [p.line, p.message])).toEqual([
      [20, 'heading "cause" repeats the text of line 12 (headings are unique within a page, CONTENT.md)'],
      [22, 'heading "References" repeats the text of line 10 (headings are unique within a page, CONTENT.md)'],
    ]);
  });

  it.each([
    ['a fence without a language', '```\ncode\n```', 'fenced code block without a language'],
    ['placeholder wording', 'This part is TODO.', 'placeholder wording "TODO"'],
    [
      'a discarded value',
      'Set minFeePool: 1000 now.',
      '"minFeePool: 1000" is a value we decided against: use minFeePool / minFeeBroadcast 3000 (CONTENT.md)',
    ],
    [
      'the board index over plain http',
      'Add http://arduino.esp8266.com/stable/package_esp8266com_index.json to the list.',
      '"http://arduino.esp8266.com" is a value we decided against: use https://arduino.esp8266.com/… (the board index names the toolchain to download) (CONTENT.md)',
    ],
    ['a level-1 heading', '# Big', 'a "#" heading: the title is the page heading, start sections at "##"'],
    [
      'a link to a missing page',
      '[x](./nope.md)',
      'link "./nope.md" points at faq/nope.md, which is no page of routes.json',
    ],
    ['an absolute link', '[x](/faq/)', 'link "/faq/" is absolute: link to the page\'s .md file with a relative path'],
  ])('reports %s', (_name, extra, expected) => {
    const body = `${words(320)}\n\n## Section One\n\n${extra}`;
    expect(messages(check({'faq/bounties.md': page(bountiesFm, body)}))).toContain(expected);
  });

  it('checks the front matter against routes.json', () => {
    const report = check({
      'faq/bounties.md': page(
        'title: "Bounty"\nslug: /faq/bounties\ndisplayed_sidebar: main',
        `${words(320)}\n\n## S\n\nx`,
      ),
    });
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
    expect(messages(check({'faq/extra.md': good}))).toContain(
      'this file is not the source of any route in routes.json',
    );
  });

  /** The line of the page on which `needle` first appears, as the checker reports it. */
  const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  /** A page with each code block in its own section. */
  const pageWithBlocks = (blocks: [lang: string, code: string][], fm = bountiesFm) =>
    page(
      fm,
      `${words(320)}\n\n${blocks.map(([lang, code], i) => `## Section ${i + 1}\n\n\`\`\`${lang}\n${code}\n\`\`\``).join('\n\n')}`,
    );
  /** The restart a page with `env:set` names, for the cases about other rules. */
  const RESTART_NOTE = 'Restart with `swipechain relay:restart`, or `swipechain core:restart` under `core:start`.';

  describe('applies_to', () => {
    const withAppliesTo = (value: string) =>
      page(`${bountiesFm}\napplies_to: ${value}`, `${words(320)}\n\n## Section One\n\nx`);

    it('accepts one release and an ascending range with an en dash', () => {
      expect(check({'faq/bounties.md': withAppliesTo('"2.6"')}).problems).toEqual([]);
      expect(check({'faq/bounties.md': withAppliesTo('"2.0 – 2.6"')}).problems).toEqual([]);
    });

    it.each([
      [
        'a hyphen',
        '"2.0 - 2.6"',
        'applies_to "2.0 - 2.6": write a range as "2.0 – 2.6" (an en dash, U+2013, with one space on each side) (CONTENT.md)',
      ],
      [
        'a descending range',
        '"2.6 – 2.2"',
        'applies_to "2.6 – 2.2": a range goes from the older release to the newer one ("2.2 – 2.6") (CONTENT.md)',
      ],
      [
        'an unknown release',
        '"2.2 – 2.7"',
        'applies_to "2.2 – 2.7": 2.7 is no release the site documents (2.0, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6) (CONTENT.md)',
      ],
      ['a number', '2.6', 'applies_to must be a quoted string: write applies_to: "2.6" (CONTENT.md)'],
    ])('reports %s on the line of the field', (_name, value, message) => {
      expect(check({'faq/bounties.md': withAppliesTo(value)}).problems).toEqual([
        {file: 'faq/bounties.md', line: 6, message},
      ]);
    });

    it('learns the releases from the folders of docs/releases/', () => {
      const folders = ['v2.0.19', 'v2.1'];
      expect(messages(check({'faq/bounties.md': withAppliesTo('"2.0 – 2.6"')}, folders))).toEqual([
        'applies_to "2.0 – 2.6": 2.6 is no release the site documents (2.0, 2.1) (CONTENT.md)',
      ]);
      expect(messages(check({'faq/bounties.md': withAppliesTo('"2.7"')}, [...RELEASE_FOLDERS, 'v2.7.0']))).toEqual([]);
    });
  });

  describe('applies_to of a migration guide', () => {
    const guideFm = (appliesTo: string | null) =>
      `title: "Migrating from v2.0 to v2.1"\ndescription: "Upgrade."${appliesTo === null ? '' : `\napplies_to: ${appliesTo}`}\nslug: /releases/v2.1/migrating_2.0_2.1.html\ndisplayed_sidebar: releases`;
    const guide = (appliesTo: string | null) => page(guideFm(appliesTo), `${words(320)}\n\n## Section One\n\nx`);
    const migrationProblems = (files: Record<string, string>) =>
      check(files).problems.filter((p) => p.message.includes('instructs readers of both releases'));

    it('reports a guide whose applies_to names only the release it upgrades to, or none', () => {
      const message =
        'a guide from 2.0 to 2.1 instructs readers of both releases (backups, stops, rolling back): applies_to covers them, "2.0 – 2.1" (CONTENT.md)';
      expect(migrationProblems({'releases/v2.1/migrating_2.0_2.1.md': guide('"2.1"')})).toEqual([
        {file: 'releases/v2.1/migrating_2.0_2.1.md', line: 4, message},
      ]);
      expect(migrationProblems({'releases/v2.1/migrating_2.0_2.1.md': guide(null)})).toEqual([
        {file: 'releases/v2.1/migrating_2.0_2.1.md', line: 2, message},
      ]);
      expect(migrationProblems({'releases/v2.1/migrating_2.0_2.1.md': guide('"2.0"')})).toHaveLength(1);
    });

    it('accepts a range that covers both releases, and a guide from a release the site does not document', () => {
      expect(migrationProblems({'releases/v2.1/migrating_2.0_2.1.md': guide('"2.0 – 2.1"')})).toEqual([]);
      expect(migrationProblems({'releases/v2.1/migrating_1.0_2.1.md': guide('"2.1"')})).toEqual([]);
      expect(migrationProblems({'releases/v2.1/changes.md': guide('"2.1"')})).toEqual([]);
    });
  });

  describe('TLS versions', () => {
    it('reports nginx ssl_protocols and Apache SSLProtocol lines that enable anything older than TLS 1.2', () => {
      const text = pageWithBlocks([
        ['nginx', 'server {\n    ssl_protocols TLSv1 TLSv1.1 TLSv1.2;\n}'],
        ['nginx', 'ssl_protocols TLSv1.2\n    TLSv1.1;'],
        ['bash', "echo 'ssl_protocols SSLv3 TLSv1.2;' | sudo tee /etc/nginx/conf.d/tls.conf"],
        ['text', '<VirtualHost *:443>\n  SSLProtocol all -SSLv3\n</VirtualHost>'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'TLSv1 TLSv1.1'),
          message: 'ssl_protocols enables TLSv1, TLSv1.1: allow only TLSv1.2 and TLSv1.3 (CONTENT.md)',
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'ssl_protocols TLSv1.2'),
          message: 'ssl_protocols enables TLSv1.1: allow only TLSv1.2 and TLSv1.3 (CONTENT.md)',
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'SSLv3 TLSv1.2'),
          message: 'ssl_protocols enables SSLv3: allow only TLSv1.2 and TLSv1.3 (CONTENT.md)',
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'SSLProtocol all'),
          message: 'SSLProtocol enables TLSv1, TLSv1.1: write "SSLProtocol -all +TLSv1.2 +TLSv1.3" (CONTENT.md)',
        },
      ]);
    });

    it('accepts TLS 1.2 and 1.3 only, and commented-out lines', () => {
      const text = pageWithBlocks([
        ['nginx', 'ssl_protocols TLSv1.2 TLSv1.3;\n# ssl_protocols TLSv1;'],
        ['text', 'SSLProtocol -all +TLSv1.2 +TLSv1.3'],
        ['text', 'SSLProtocol all -SSLv3 -TLSv1 -TLSv1.1'],
        ['text', 'SSLProtocol TLSv1 TLSv1.2\nSSLProtocol TLSv1.2'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('requests to the public API', () => {
    const unversioned = (address: string) =>
      `"${address}" names no API version: use a "/api/v2/…" path or send the header "API-Version: 2" (CONTENT.md)`;
    const v1Fm =
      'title: "Public Blocks API"\ndescription: "Blocks."\nslug: /archive/api/public-v1/blocks.html\ndisplayed_sidebar: archive';
    const getHeight = pageWithBlocks([['bash', 'curl -s http://127.0.0.1:4003/api/blocks/getHeight']]);

    it('reports curl, fetch, http.Get and request lines that name no version', () => {
      const text = pageWithBlocks([
        ['bash', 'curl -s http://127.0.0.1:4003/api/blocks?limit=1'],
        [
          'bash',
          'curl -s -X POST http://127.0.0.1:4003/api/transactions \\\n  -d @tx.json\ncurl -s http://127.0.0.1:4003/api/peers -H "API-Version: 2"',
        ],
        [
          'go',
          'const apiURL = "http://127.0.0.1:4003/api"\n\nresponse, err := http.Get(apiURL + "/wallets/" + address)',
        ],
        ['js', 'const response = await fetch("https://api.swipechain.org/api/delegates");'],
        ['text', 'POST /api/transactions HTTP/1.1\nHost: 127.0.0.1:4003'],
      ]);
      const at = (needle: string, address: string) => ({
        file: 'faq/bounties.md',
        line: lineOf(text, needle),
        message: unversioned(address),
      });
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        at('/api/blocks?limit=1', 'http://127.0.0.1:4003/api/blocks?limit=1'),
        at('POST http://127.0.0.1:4003/api/transactions', 'http://127.0.0.1:4003/api/transactions'),
        at('const apiURL', 'http://127.0.0.1:4003/api'),
        at('fetch(', 'https://api.swipechain.org/api/delegates'),
        at('POST /api/transactions', '/api/transactions'),
      ]);
    });

    it('accepts /api/v2/ paths, the version header, SDK clients, the webhooks API and Deployer nodes', () => {
      const text = pageWithBlocks([
        ['bash', 'curl -s http://127.0.0.1:4003/api/v2/node/status'],
        ['bash', 'curl -s http://127.0.0.1:4003/api/blocks \\\n  -H "API-Version: 2"'],
        ['js', 'fetch("https://api.swipechain.org/api/blocks", {headers: {"API-Version": "2"}});'],
        ['text', 'GET /api/blocks HTTP/1.1\nAPI-Version: 2'],
        ['js', 'const connection = new Connection("http://127.0.0.1:4003/api");'],
        ['bash', 'curl -s http://127.0.0.1:4004/api/webhooks'],
        ['bash', 'curl -s http://127.0.0.1:4100/api/'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });

    it('exempts pages of API v1: the archive and pages for Core 2.4 or older', () => {
      expect(check({'archive/api/public-v1/blocks.md': getHeight.replace(bountiesFm, v1Fm)}).problems).toEqual([]);
      expect(
        check({'faq/bounties.md': getHeight.replace(bountiesFm, `${bountiesFm}\napplies_to: "2.0 – 2.4"`)}).problems,
      ).toEqual([]);
      expect(
        messages(check({'faq/bounties.md': getHeight.replace(bountiesFm, `${bountiesFm}\napplies_to: "2.0 – 2.5"`)})),
      ).toEqual([unversioned('http://127.0.0.1:4003/api/blocks/getHeight')]);
    });
  });

  describe('CORE_* variables where Core 2.0 is meant', () => {
    const envStep = (variable: string) => `\`\`\`bash\necho '${variable}=150000' >> ~/.swipechain/.env\n\`\`\``;
    const coreMessage = (variable: string, where: string) =>
      `${variable} where Core 2.0 is meant (${where}): Core 2.0 reads SWIPECHAIN_* variables, CORE_* came with 2.1 (CONTENT.md)`;

    it('reports them on a page for Core 2.0, in code and inline code', () => {
      const text = page(
        `${bountiesFm}\napplies_to: "2.0"`,
        `${words(320)}\n\n## Section One\n\nSet \`CORE_LOG_LEVEL\`.\n\n${envStep('CORE_MAX_TRANSACTIONS_IN_POOL')}`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'Set `CORE_LOG_LEVEL`'),
          message: coreMessage('CORE_LOG_LEVEL', 'applies_to "2.0"'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, "echo 'CORE_"),
          message: coreMessage('CORE_MAX_TRANSACTIONS_IN_POOL', 'applies_to "2.0"'),
        },
      ]);
    });

    it('accepts SWIPECHAIN_* on a page for Core 2.0, and CORE_* on a page that reaches 2.1', () => {
      expect(
        check({
          'faq/bounties.md': page(
            `${bountiesFm}\napplies_to: "2.0"`,
            `${words(320)}\n\n## Section One\n\n${envStep('SWIPECHAIN_DB_HOST')}`,
          ),
        }).problems,
      ).toEqual([]);
      expect(
        check({
          'faq/bounties.md': page(
            `${bountiesFm}\napplies_to: "2.0 – 2.1"`,
            `${words(320)}\n\n## Section One\n\n${envStep('CORE_DB_HOST')}`,
          ),
        }).problems,
      ).toEqual([]);
    });

    it('reports them in a section, an admonition or a tab marked "Core 2.0", and only there', () => {
      const imports = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";
      const text = page(
        bountiesFm,
        [
          `${imports}${words(320)}`,
          '## Pool Size',
          '### On Core 2.0',
          envStep('CORE_MAX_TRANSACTIONS_IN_POOL'),
          '### On Core 2.1 and Later',
          envStep('CORE_MAX_TRANSACTIONS_IN_POOL'),
          '## Database',
          `:::note[Core 2.0 only]\n\n${envStep('CORE_DB_HOST')}\n\n:::`,
          envStep('CORE_DB_USERNAME'),
          `<Tabs>\n<TabItem value="old" label="Core 2.0">\n\n${envStep('CORE_DB_PORT')}\n\n</TabItem>\n<TabItem value="new" label="Core 2.1 – 2.6">\n\n${envStep('CORE_DB_PASSWORD')}\n\n</TabItem>\n</Tabs>`,
          '## From Core 2.0 to 2.1',
          envStep('CORE_DB_DATABASE'),
        ].join('\n\n'),
      );
      const at = (variable: string, where: string, markerText: string) => ({
        file: 'faq/bounties.md',
        line: lineOf(text, `echo '${variable}=`),
        message: coreMessage(variable, `${where}, line ${lineOf(text, markerText)}`),
      });
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        at('CORE_MAX_TRANSACTIONS_IN_POOL', '"On Core 2.0"', '### On Core 2.0'),
        at('CORE_DB_HOST', '":::note[Core 2.0 only]"', ':::note[Core 2.0 only]'),
        at('CORE_DB_PORT', 'tab "Core 2.0"', 'label="Core 2.0"'),
      ]);
    });
  });

  describe('links to the firewall steps of the security guide', () => {
    const guideFm = 'title: "Bounties"\ndescription: "Rewards."\nslug: /faq/bounties.html\ndisplayed_sidebar: faq';
    const withText = (text: string) => page(guideFm, `${words(320)}\n\n## Section One\n\n${text}`);
    const secure = {
      'tutorials/node/secure.md': page(
        'title: "How to Secure Your Swipechain Node"\ndescription: "Harden it."\nslug: /tutorials/node/secure.html\ndisplayed_sidebar: tutorials',
        `${words(320)}\n\n## Closing Ports With UFW {#closing-ports-with-ufw}\n\n### Step 7: Set the Rules\n\nx`,
      ),
    };
    const link = '[the security guide](../tutorials/node/secure.md#closing-ports-with-ufw)';

    it('reports a paragraph or table cell that links there without the SSH port warning', () => {
      const text = withText(
        `If ufw is missing, set it up as ${link} shows.\n\n| Symptom | Fix |\n|---|---|\n| Blocked | Set up UFW as ${link} shows. |`,
      );
      const report = check({'faq/bounties.md': text, ...secure});
      const message =
        '"../tutorials/node/secure.md#closing-ports-with-ufw" sends readers to firewall steps that allow SSH on 55555: say there that a reader whose SSH still listens on 22 (or another port) allows that port instead, or is locked out';
      expect(report.problems.filter((p) => p.file === 'faq/bounties.md')).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'If ufw is missing'), message},
        {file: 'faq/bounties.md', line: lineOf(text, '| Blocked'), message},
      ]);
    });

    it('accepts the link with the warning beside it', () => {
      const text = withText(
        `Set it up as ${link} shows. That section allows SSH on 55555; if yours listens on 22, allow 22 instead.`,
      );
      expect(check({'faq/bounties.md': text, ...secure}).problems.filter((p) => p.file === 'faq/bounties.md')).toEqual(
        [],
      );
    });

    it('reports the steps named in prose without a link or the warning', () => {
      const text = withText(
        `The rules take effect when UFW is enabled, in step 8 of the security guide.\n\n| Case | Fix |\n|---|---|\n| No firewall | Run steps 7 and 8 of How to Secure Your Swipechain Node. |\n\nFollow the security guide's step 7 first.`,
      );
      const message = (named: string) =>
        `"${named}" sends readers to firewall steps that allow SSH on 55555: link secure.md#closing-ports-with-ufw and say there that a reader whose SSH still listens on 22 (or another port) allows that port instead, or is locked out`;
      expect(check({'faq/bounties.md': text, ...secure}).problems.filter((p) => p.file === 'faq/bounties.md')).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'The rules take effect'),
          message: message('step 8 of the security guide'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, '| No firewall'),
          message: message('steps 7 and 8 of How to Secure Your Swipechain Node'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'Follow the security'),
          message: message("the security guide's step 7"),
        },
      ]);
    });

    it('leaves alone named steps with the warning, and step numbers of other guides', () => {
      const text = withText(
        `Enable UFW in step 8 of the security guide, which allows SSH on 55555; if yours listens on 22, allow 22 instead.\n\nStore the secret as step 7 of the setup guide shows, then restart as in step 8.`,
      );
      expect(check({'faq/bounties.md': text, ...secure}).problems.filter((p) => p.file === 'faq/bounties.md')).toEqual(
        [],
      );
    });
  });

  describe('secrets stored without chmod', () => {
    const message = (command: string) =>
      `"${command}" stores a secret in a file other accounts can read: restrict it on this page (chmod 600 on .env or delegates.json)`;

    it('reports a page that stores a database password, forger secret or API key and never restricts the file', () => {
      const forger = pageWithBlocks([
        ['bash', 'swipechain relay:start'],
        ['bash', 'swipechain relay:stop\n swipechain config:forger --method=bip38'],
      ]);
      expect(check({'faq/bounties.md': forger}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(forger, 'config:forger'), message: message('config:forger')},
      ]);
      // The page mentions `ps`, so only the missing chmod is reported.
      const key = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\n swipechain env:set CORE_ERROR_TRACKER_RAYGUN_API_KEY abc\n\`\`\`\n\nOthers can read it with \`ps\`. ${RESTART_NOTE}`,
      );
      expect(messages(check({'faq/bounties.md': key}))).toEqual([message('env:set CORE_ERROR_TRACKER_RAYGUN_API_KEY')]);
    });

    it('does not count a bare "chmod 600" in prose, which names no file a reader can run it on', () => {
      const bare = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\nswipechain config:forger\n\`\`\`\n\nRestrict the file with \`chmod 600\`.`,
      );
      expect(messages(check({'faq/bounties.md': bare}))).toEqual([message('config:forger')]);
    });

    it('accepts the page once it restricts the file, and leaves other env:set commands alone', () => {
      const restricted = pageWithBlocks([
        ['bash', 'swipechain config:database'],
        ['bash', 'chmod 600 ~/.config/swipechain-core/mainnet/.env'],
      ]);
      expect(check({'faq/bounties.md': restricted}).problems).toEqual([]);
      const harmless = pageWithBlocks([
        ['bash', 'swipechain env:set CORE_LOG_LEVEL info'],
        ['bash', 'swipechain core:restart'],
      ]);
      expect(check({'faq/bounties.md': harmless}).problems).toEqual([]);
    });
  });

  describe('secret flags on a command line', () => {
    const message = (flag: string) =>
      `"${flag}" on a swipechain command line is readable by every account on the server with ps while it runs (a leading space only keeps it out of the shell history): say so on this page`;

    it('reports --password, --bip39 or --bip38 on a swipechain command, in code or inline code, on a page that never mentions ps', () => {
      const start = pageWithBlocks([
        ['bash', 'swipechain relay:start'],
        ['bash', " swipechain forger:start --network=mainnet --password '<w>'"],
      ]);
      expect(check({'faq/bounties.md': start}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(start, 'forger:start'), message: message('--password')},
      ]);
      const inline = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nRun \` swipechain core:start --bip39 "<p>"\` instead.`,
      );
      expect(messages(check({'faq/bounties.md': inline}))).toEqual([message('--bip39')]);
    });

    it("reports a passphrase of the reader's own on a tester command line, continuation lines included", () => {
      const tester = (flag: string) =>
        `"${flag}" on a tester command line is readable by every account on the server with ps while it runs (a leading space only keeps it out of the shell history): say so on this page`;
      const short = pageWithBlocks([['bash', ' ./bin/tester transfer $OPTS -p "<first passphrase>" --number 2']]);
      expect(check({'faq/bounties.md': short}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(short, './bin/tester'), message: tester('-p')},
      ]);
      const long = pageWithBlocks([
        ['bash', './bin/tester vote \\\n  --p2p-port 4000 \\\n  --second-passphrase "<second passphrase>"'],
      ]);
      expect(check({'faq/bounties.md': long}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(long, './bin/tester'), message: tester('--second-passphrase')},
      ]);
    });

    it('accepts the page once it says that ps shows the flag, and leaves other commands alone', () => {
      const told = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\n swipechain forger:start --password '<w>'\n\`\`\`\n\nOther accounts can read it with \`ps\`.`,
      );
      expect(check({'faq/bounties.md': told}).problems).toEqual([]);
      const other = pageWithBlocks([['bash', 'psql --password\nswipechain forger:start --network=devnet']]);
      expect(check({'faq/bounties.md': other}).problems).toEqual([]);
    });

    it('reports the flag in prose that tells the reader to add it to a start command', () => {
      const withValue = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nStart it with \`swipechain forger:start\`; with a BIP38 secret, add \`--password '<your BIP38 password>'\`.`,
      );
      expect(check({'faq/bounties.md': withValue}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(withValue, 'add `--password'), message: message('--password')},
      ]);
      const bare = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n1. Stop it.\n2. Pass the password with \`--password\` to \`forger:start\` or \`core:start\`.`,
      );
      expect(check({'faq/bounties.md': bare}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(bare, 'Pass the password'), message: message('--password')},
      ]);
      const other = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nThe second form of \`config:database\` leaves out \`--password\` on purpose.`,
      );
      expect(check({'faq/bounties.md': other}).problems).toEqual([]);
    });

    it('reports a secret value given to env:set on a page that never mentions ps, and leaves other variables alone', () => {
      const envSet = (variable: string) =>
        `"env:set ${variable}" on a swipechain command line is readable by every account on the server with ps while it runs (a leading space only keeps it out of the shell history): say so on this page`;
      const text = pageWithBlocks([
        [
          'bash',
          'swipechain env:set CORE_LOG_LEVEL info\n swipechain env:set CORE_ERROR_TRACKER_ROLLBAR_ACCESS_TOKEN abc',
        ],
        ['bash', 'chmod 600 ~/.config/swipechain-core/mainnet/.env'],
        ['bash', 'swipechain core:restart'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'ROLLBAR_ACCESS_TOKEN'),
          message: envSet('CORE_ERROR_TRACKER_ROLLBAR_ACCESS_TOKEN'),
        },
      ]);
      const told = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\n swipechain env:set CORE_ERROR_TRACKER_SENTRY_DSN "<dsn>"\nchmod 600 ~/.config/swipechain-core/mainnet/.env\n\`\`\`\n\nOther accounts can read it with \`ps\`. ${RESTART_NOTE}`,
      );
      expect(check({'faq/bounties.md': told}).problems).toEqual([]);
      const harmless = pageWithBlocks([
        ['bash', 'swipechain env:get CORE_ERROR_TRACKER_SENTRY_DSN\nswipechain env:set CORE_LOG_LEVEL info'],
        ['bash', 'swipechain core:restart'],
      ]);
      expect(check({'faq/bounties.md': harmless}).problems).toEqual([]);
    });

    it('leaves the public testnet passphrases on a tester command line alone, and accepts the ps warning', () => {
      const genesis = pageWithBlocks([
        ['bash', './bin/tester transfer --p2p-port 4000 -p "$GENESIS" --number 5'],
        ['bash', './bin/tester transfer \\\n  --passphrase "measure blue volcano" \\\n  --api-port 4003'],
      ]);
      expect(check({'faq/bounties.md': genesis}).problems).toEqual([]);
      const told = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\n ./bin/tester transfer -p "<passphrase>"\n\`\`\`\n\nOther accounts read it with \`ps\`.`,
      );
      expect(check({'faq/bounties.md': told}).problems).toEqual([]);
    });
  });

  describe('secret prompts in a block pasted whole', () => {
    const message =
      '"read -s" waits for a secret, but more commands follow it in the same block: pasted whole, the block feeds the next line to read as the secret. Give the prompt a block of its own';

    it('reports a read -s followed by more commands in the same shell block', () => {
      const text = pageWithBlocks([
        ['bash', 'FILE=/tmp/x\nread -rs SECRET && export SECRET\nNEW=$(mktemp)\nunset SECRET'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'read -rs'), message},
      ]);
      const prompt = pageWithBlocks([['sh', 'printf "Secret: "; read -r -s SECRET; echo\nnode send.js']]);
      expect(messages(check({'faq/bounties.md': prompt}))).toEqual([message]);
    });

    it('accepts the prompt in a block of its own, a plain read, and code in other languages', () => {
      const alone = pageWithBlocks([
        ['bash', 'printf "Secret: " && read -rs SECRET && echo && export SECRET\n# then paste the next block'],
        ['bash', 'node send.js\nunset SECRET'],
        ['bash', 'read -r NAME\necho "$NAME"'],
        ['ts', 'console.error("set SECRET first: read -rs SECRET && export SECRET");\nprocess.exit(1);'],
      ]);
      expect(check({'faq/bounties.md': alone}).problems).toEqual([]);
    });
  });

  describe('a password argument in double quotes', () => {
    const message =
      "a password in double quotes is not passed as typed: the shell expands $, a backtick and \\ inside them, and bash also !, so a password with one of them is changed. Write it in single quotes: --password '<password>'";

    it('reports --password "…" in a shell block and in inline code', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain forger:start --network=mainnet --password "<your BIP38 password>"'],
        ['sh', 'swipechain forger:start --network=devnet --password="<password>"'],
      ]);
      const inline = `${text}\n\nOr start both with \`swipechain core:start --password "<your BIP38 password>"\`.\n`;
      expect(check({'faq/bounties.md': `${inline}\nOther accounts read arguments with \`ps\`.\n`}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(inline, 'forger:start'), message},
        {file: 'faq/bounties.md', line: lineOf(inline, 'network=devnet'), message},
        {file: 'faq/bounties.md', line: lineOf(inline, 'Or start both'), message},
      ]);
    });

    it('accepts single quotes, a variable in double quotes, other flags and other languages', () => {
      const text = pageWithBlocks([
        ['bash', "swipechain forger:start --network=mainnet --password '<your BIP38 password>'"],
        ['bash', 'swipechain core:start --password "$BIP38_PASSWORD"'],
        ['bash', 'swipechain relay:start --network="mainnet"'],
        ['js', 'run("--password \\"secret\\"")'],
      ]);
      expect(
        check({
          'faq/bounties.md': `${text}\n\nOther accounts read arguments with \`ps\`; run \`unset BIP38_PASSWORD\`.\n`,
        }).problems,
      ).toEqual([]);
    });
  });

  describe('read -p, which zsh does not take as a prompt', () => {
    const message = `"read -p" prints its prompt in bash only: zsh, the default shell of macOS, reads -p as "from the coprocess", fails and leaves the variable empty. Print the prompt first, in both shells: printf 'Prompt: ' && read -rs NAME`;

    it('reports -p alone, joined to other flags and after them, in shell blocks', () => {
      const text = pageWithBlocks([
        ['bash', 'read -rs -p "Sender passphrase: " SENDER_PASSPHRASE && echo && export SENDER_PASSPHRASE'],
        ['sh', 'read -p "Network: " NETWORK'],
        ['zsh', 'cd app && read -rsp "Key: " KEY'],
      ]);
      expect(check({'faq/bounties.md': `${text}\n\nRun \`unset SENDER_PASSPHRASE\` when done.\n`}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'read -rs -p'), message},
        {file: 'faq/bounties.md', line: lineOf(text, 'read -p'), message},
        {file: 'faq/bounties.md', line: lineOf(text, 'read -rsp'), message},
      ]);
    });

    it('accepts printf before read, -p in other commands, comments and other languages', () => {
      const text = pageWithBlocks([
        ['bash', "printf 'Sender passphrase: ' && read -rs SENDER_PASSPHRASE && echo && export SENDER_PASSPHRASE"],
        ['bash', 'mkdir -p ~/backup && ssh -p 55555 user@192.0.2.10 true'],
        ['bash', 'echo ready # read -p "x" would not work in zsh'],
        ['python', 'value = read -p'],
      ]);
      expect(check({'faq/bounties.md': `${text}\n\nRun \`unset SENDER_PASSPHRASE\` when done.\n`}).problems).toEqual(
        [],
      );
    });
  });

  describe('a chmod of a mainnet path followed by more commands in one block', () => {
    const message = (chmod: string, next: string) =>
      `"${chmod}" names the mainnet folder, but "${next}" follows it in the same block: on another network the chmod fails, the rest of the pasted block still runs, and that network's file stays readable by every account. End the block with the chmod and say before it to put the network's name in place of mainnet`;

    it('reports the chmod of delegates.json or .env under mainnet with a forger start or another command after it', () => {
      const chmod = 'chmod 600 ~/.config/swipechain-core/mainnet/delegates.json';
      const text = pageWithBlocks([
        [
          'bash',
          `swipechain config:forger:bip39 --bip39 "$SECRET"\n${chmod}\nswipechain forger:start\nswipechain forger:status`,
        ],
        ['sh', 'chmod 600 ~/.config/swipechain-core/mainnet/.env\n# then restart\nswipechain relay:restart'],
      ]);
      expect(check({'faq/bounties.md': `${text}\n\nOther accounts read arguments with \`ps\`.\n`}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, chmod), message: message(chmod, 'swipechain forger:start')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'mainnet/.env'),
          message: message('chmod 600 ~/.config/swipechain-core/mainnet/.env', 'swipechain relay:restart'),
        },
      ]);
    });

    it('accepts the chmod at the end of its block, a stat or ls after it, other folders and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain config:forger:bip39 --bip39 "$SECRET"'],
        ['bash', 'chmod 600 ~/.config/swipechain-core/mainnet/delegates.json'],
        [
          'bash',
          'chmod 600 ~/.config/swipechain-core/mainnet/.env\nstat -c %a ~/.config/swipechain-core/mainnet/.env\nls -l ~/.config/swipechain-core/mainnet/',
        ],
        ['bash', 'chmod 600 ~/.config/swipechain-core/$NETWORK/.env\nswipechain relay:restart'],
        ['text', 'chmod 600 ~/.config/swipechain-core/mainnet/.env\nswipechain relay:restart'],
      ]);
      expect(check({'faq/bounties.md': `${text}\n\nOther accounts read arguments with \`ps\`.\n`}).problems).toEqual(
        [],
      );
    });
  });

  describe('an install while a secret read with read -s is exported', () => {
    const message = (command: string, name: string, line: number) =>
      `"${command}" runs the install scripts of the packages it fetches while the secret ${name}, read on line ${line}, is exported in the same shell, so every one of them can read it: install before the prompt, then read, run the program and unset the variable back to back`;

    it('reports npm install, yarn add and pip install after the export and before the unset, in later blocks', () => {
      const text = pageWithBlocks([
        ['bash', 'printf "Sender passphrase: " && read -rs SENDER_PASSPHRASE && echo && export SENDER_PASSPHRASE'],
        ['bash', 'npm install @swipechain/crypto@<version of your relay>'],
        ['sh', 'cd receiver && yarn add express@4'],
        ['bash', 'python3 -m venv env && . env/bin/activate && pip install flask'],
        ['bash', 'unset SENDER_PASSPHRASE'],
      ]);
      const read = lineOf(text, 'read -rs');
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'npm install'),
          message: message('npm install', 'SENDER_PASSPHRASE', read),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'yarn add'),
          message: message('yarn add', 'SENDER_PASSPHRASE', read),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'pip install'),
          message: message('pip install', 'SENDER_PASSPHRASE', read),
        },
      ]);
      const separate = pageWithBlocks([
        ['bash', 'read -s TOKEN'],
        ['bash', 'export TOKEN\nsudo npm i -g pm2'],
        ['bash', 'unset TOKEN'],
      ]);
      expect(messages(check({'faq/bounties.md': separate}))).toEqual([
        message('npm i', 'TOKEN', lineOf(separate, 'read -s TOKEN')),
      ]);
    });

    it('accepts the install before the prompt, an unset before the install, a read that is not exported and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'npm install @swipechain/crypto@2.4.0'],
        ['bash', 'printf "Sender passphrase: " && read -rs SENDER_PASSPHRASE && echo && export SENDER_PASSPHRASE'],
        ['bash', 'node sign-transfer.js\nunset SENDER_PASSPHRASE'],
        ['bash', 'npm install express@4'],
        ['bash', 'read -rs WEBHOOK_TOKEN'],
        ['bash', 'WEBHOOK_TOKEN="$WEBHOOK_TOKEN" node server.js\nyarn add left-pad'],
        ['bash', 'read -r NAME && export NAME'],
        ['bash', 'npm install'],
        ['text', 'read -rs KEY && export KEY\nnpm install'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
      const prose = page(
        bountiesFm,
        `${words(320)}\n\n## One\n\n\`\`\`bash\nread -rs KEY && export KEY\n\`\`\`\n\nRun your program, then \`unset KEY\`.\n\n## Two\n\n\`\`\`bash\nnpm install\n\`\`\``,
      );
      expect(check({'faq/bounties.md': prose}).problems).toEqual([]);
    });
  });

  describe('an env file loaded with its variables exported into the pasting shell', () => {
    const message = (file: string) =>
      `this line exports the variables of ${file}, database password included, into the shell that pastes it, where they stay for every later program, the install scripts of a later "yarn setup" among them: load the file only in a subshell with the command that needs it ("(set -a && . ${file} && set +a && command)")`;

    it('reports set -a with a load, export $(cat …), set -o allexport with source, and a load in inline code', () => {
      const text = pageWithBlocks([
        ['bash', 'set -a; . ~/.swipechain/.env; set +a\nyarn create:mainnet'],
        ['bash', 'export $(grep -v "^#" ~/.config/swipechain-core/mainnet/.env | xargs)'],
        ['bash', 'set -o allexport\nsource ~/mynet-db.env\nset +o allexport\n(cd packages/core && yarn relay:MyNet)'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'set -a;'), message: message('~/.swipechain/.env')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'export $('),
          message: message('~/.config/swipechain-core/mainnet/.env'),
        },
        {file: 'faq/bounties.md', line: lineOf(text, 'source ~/mynet-db.env'), message: message('~/mynet-db.env')},
      ]);
      const prose = page(
        bountiesFm,
        `${words(320)}\n\n## Start\n\nIn the session, load the settings with \`set -a; . ~/mynet-db.env; set +a\` and start the relay.\n`,
      );
      expect(check({'faq/bounties.md': prose}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(prose, 'In the session'), message: message('~/mynet-db.env')},
      ]);
    });

    it('accepts a load in a subshell, in one or after &&, a load without set -a, other languages and prose about set -a', () => {
      const subshell = pageWithBlocks([
        ['bash', '(set -a && . "$ENV_FILE" && set +a && yarn create:mainnet)'],
        ['bash', '(set -a; . ~/.swipechain/.env; set +a; yarn verify:mainnet -b 0-331985)'],
        ['bash', 'yarn setup && (set -a && . ~/mynet-db.env && set +a && cd packages/core && yarn relay:MyNet)'],
        [
          'bash',
          '. ~/.config/swipechain-core/mainnet/.env\npython3 -m venv env && . env/bin/activate && pip install flask',
        ],
        ['text', 'set -a; . ~/.swipechain/.env; set +a\nyarn setup'],
        ['bash', 'env -u CORE_DB_PASSWORD yarn setup'],
      ]);
      expect(
        check({
          'faq/bounties.md': `${subshell}\n\n\`set -a\` exports each variable, and \`(set -a && . ~/mynet-db.env && set +a && yarn relay:MyNet)\` keeps them out of your shell.\n`,
        }).problems,
      ).toEqual([]);
    });
  });

  describe('commands that read from the terminal in a block pasted whole', () => {
    const message = (command: string) =>
      `"${command}" reads from the terminal, but more commands follow it in the same block: pasted whole, the block types the next lines into it instead of running them. End the block with it`;

    it('reports ufw enable, adduser, createuser --pwprompt, ssh-keygen, an editor and a bare config command followed by more commands', () => {
      const text = pageWithBlocks([
        ['bash', 'sudo -v'],
        ['bash', 'sudo ufw allow 22/tcp\nsudo ufw enable\nsudo ufw status verbose'],
        ['bash', 'adduser swipechain\nusermod -aG sudo swipechain'],
        ['bash', 'sudo -u postgres createuser --pwprompt swipechain\nsudo -u postgres createdb --owner=swipechain db'],
        ['sh', 'ssh-keygen -t rsa -b 4096\nssh-copy-id -p 55555 swipechain@192.0.2.10'],
        ['bash', 'nano ~/.config/swipechain-core/devnet/plugins.js\nswipechain update'],
        ['bash', 'swipechain config:database\nswipechain relay:restart'],
        ['bash', 'chmod 600 ~/.config/swipechain-core/mainnet/.env'],
        ['bash', 'usermod -aG sudo swipechain\nsudo su swipechain\ncd ~'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'sudo ufw enable'), message: message('ufw enable')},
        {file: 'faq/bounties.md', line: lineOf(text, 'adduser'), message: message('adduser')},
        {file: 'faq/bounties.md', line: lineOf(text, 'createuser'), message: message('createuser --pwprompt')},
        {file: 'faq/bounties.md', line: lineOf(text, 'ssh-keygen'), message: message('ssh-keygen')},
        {file: 'faq/bounties.md', line: lineOf(text, 'nano'), message: message('nano')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'swipechain config:database'),
          message: message('swipechain config:database'),
        },
        {file: 'faq/bounties.md', line: lineOf(text, 'sudo su swipechain'), message: message('su')},
      ]);
    });

    it('accepts each of them at the end of its block, the non-interactive forms, and code in other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'sudo -v'],
        ['bash', 'sudo ufw allow 22/tcp\nsudo ufw enable\n# answer y'],
        ['bash', 'sudo ufw status verbose'],
        ['bash', 'sudo ufw --force enable\nsudo ufw status'],
        ['bash', 'ssh-keygen -t ed25519 -N "" -f ~/.ssh/ci\ncat ~/.ssh/ci.pub'],
        ['bash', 'swipechain config:database --host=localhost --username=swipechain\nswipechain env:list'],
        ['bash', 'chmod 600 ~/.config/swipechain-core/mainnet/.env'],
        ['bash', 'cp a.json b.json\nnano b.json'],
        ['text', 'adduser swipechain\nusermod -aG sudo swipechain'],
        ['bash', 'sudo -u postgres psql -c "select 1"\nsudo systemctl status postgresql'],
        ['bash', 'usermod -aG sudo swipechain\nsu - swipechain'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('the first sudo after a switch of user with su', () => {
    const message =
      'this is the first "sudo" after the switch of user with "su", so it asks for that user\'s password, but more commands follow it in the same block: pasted whole, the block hands them to the prompt as password attempts. End the block with it (or run "sudo -v" in a block of its own first)';

    it('reports it when more commands follow it in its block, after su and after sudo su', () => {
      const text = pageWithBlocks([
        ['bash', 'usermod -aG sudo swipechain\nsu - swipechain'],
        ['bash', 'echo "no sudo here"'],
        ['bash', 'sudo apt-get update && sudo apt-get install -y ufw\nsudo ufw default deny incoming\nsudo ufw enable'],
        ['bash', 'sudo su - delegate'],
        ['sh', '$ sudo apt-get update\n$ sudo apt-get install -y ufw'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'sudo apt-get update && sudo'), message},
        {file: 'faq/bounties.md', line: lineOf(text, '$ sudo apt-get update'), message},
      ]);
    });

    it('accepts that sudo at the end of its block, a "sudo -v" block first, later sudo blocks and sudo before any su', () => {
      const text = pageWithBlocks([
        ['bash', 'sudo apt-get update && sudo apt-get install -y git'],
        ['bash', 'su - swipechain'],
        ['bash', 'sudo apt-get update && sudo apt-get install -y ufw\n# answer the password prompt first'],
        ['bash', 'sudo ufw default deny incoming\nsudo ufw enable'],
        ['bash', 'sudo su - delegate'],
        ['bash', 'sudo -v'],
        ['bash', 'sudo apt-get update\nsudo apt-get install -y ufw'],
        ['text', 'su - other\nsudo apt-get update\nsudo apt-get install -y ufw'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe("the page's first sudo", () => {
    const message =
      'this is the page\'s first "sudo", which asks for the password when the reader has not used sudo for a while, but more commands follow it in the same block: a shell without bracketed paste hands them to the prompt as password attempts. Chain them into one command with "&&", end the block with it, or run "sudo -v" in a block of its own first';

    it('reports it when more commands follow it in its block, and only the first', () => {
      const first = pageWithBlocks([
        ['bash', 'node --version'],
        ['bash', 'sudo apt-get update\nsudo apt-get install -y ufw'],
        ['bash', 'sudo ufw allow 22/tcp\nsudo ufw enable'],
      ]);
      expect(check({'faq/bounties.md': first}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(first, 'sudo apt-get update'), message},
      ]);
      const prompted = pageWithBlocks([['sh', '$ sudo -v\n$ sudo ufw enable']]);
      expect(check({'faq/bounties.md': prompted}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(prompted, '$ sudo -v'), message},
      ]);
    });

    it('accepts it at the end of its block, chained with &&, | or \\, a "sudo -v" block first, and a page that switches user with su first', () => {
      for (const blocks of [
        [['bash', 'cd ~/core && git pull\nsudo apt-get install -y jq']],
        [
          ['bash', 'sudo apt-get update &&\n  sudo apt-get install -y \\\n  ufw jq'],
          ['bash', 'sudo ufw allow 22/tcp\nsudo ufw status'],
        ],
        [['bash', 'curl -fsSL https://example.org/key.asc |\n  sudo gpg --dearmor -o /etc/apt/keyrings/example.gpg']],
        [
          ['bash', 'sudo -v'],
          ['bash', 'sudo apt-get update\nsudo apt-get install -y ufw'],
        ],
        [['bash', 'sudo apt-get update # then the rest\n# sudo apt-get install -y ufw']],
        [
          ['text', 'sudo apt-get update\nsudo apt-get install -y ufw'],
          ['bash', 'sudo -v'],
        ],
        [
          ['bash', 'su - swipechain'],
          ['bash', 'sudo apt-get update && sudo apt-get install -y ufw'],
        ],
      ] as [string, string][][]) {
        expect(check({'faq/bounties.md': pageWithBlocks(blocks)}).problems).toEqual([]);
      }
    });
  });

  describe('a restart that depends on how the node runs, after env:set', () => {
    const message = (command: string) =>
      `"swipechain ${command}" follows "env:set" in the same block, but a node started with core:start needs "core:restart" instead: pasted whole, the block restarts the wrong way there and the new value never takes effect. End the block after env:set and give the restarts as alternatives`;

    it('reports relay:restart or forger:restart after env:set in one shell block', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain env:set CORE_LOG_LEVEL info\nswipechain relay:restart'],
        ['sh', ' swipechain env:set CORE_WEBHOOKS_ENABLED true\nswipechain forger:restart --network=devnet'],
        ['bash', 'swipechain core:restart'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'swipechain relay:restart'), message: message('relay:restart')},
        {file: 'faq/bounties.md', line: lineOf(text, 'swipechain forger:restart'), message: message('forger:restart')},
      ]);
    });

    it('accepts env:set on its own, core:restart after it, restarts without env:set, comments and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain env:set CORE_LOG_LEVEL info'],
        ['bash', 'swipechain relay:restart'],
        ['bash', 'swipechain env:set CORE_API_HOST 127.0.0.1\nswipechain core:restart'],
        ['bash', 'swipechain relay:restart\nswipechain forger:restart'],
        ['bash', 'swipechain env:set CORE_LOG_LEVEL info\n# then swipechain relay:restart'],
        ['text', 'swipechain env:set CORE_LOG_LEVEL info\nswipechain relay:restart'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('a page that sets a variable with env:set and never names core:restart', () => {
    const message =
      '"swipechain env:set" writes .env, which the node reads only at start-up, but this page never names "core:restart": say how to restart the node after the change, both ways it runs (relay:restart, and core:restart under core:start)';

    it('reports the first env:set of a page that gives no restart, or only relay:restart', () => {
      const none = pageWithBlocks([
        ['bash', 'swipechain env:list'],
        ['bash', 'swipechain env:set CORE_LOG_LEVEL info\nswipechain env:list'],
        ['bash', 'swipechain env:set CORE_API_DISABLED true'],
      ]);
      expect(check({'faq/bounties.md': none}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(none, 'env:set CORE_LOG_LEVEL'), message},
      ]);
      const relayOnly = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`sh\n$ swipechain env:set CORE_LOG_LEVEL info\n\`\`\`\n\nThen run \`swipechain relay:restart\`.`,
      );
      // The prose restart is reported too, by the rule on restarts in a section without core:restart.
      expect(messages(check({'faq/bounties.md': relayOnly}))).toEqual([
        message,
        '"relay:restart" restarts only a relay (and forger) that run as separate processes, and this section never names "core:restart": a node started with core:start runs them as one process, which this leaves alone. Give core:restart beside it, as the other way the node runs',
      ]);
    });

    it('accepts a page that names core:restart anywhere, env:set in prose, comments and other languages', () => {
      const told = pageWithBlocks([
        ['bash', 'swipechain env:set CORE_LOG_LEVEL info'],
        ['text', 'Relay and forger together under core:start: swipechain core:restart'],
      ]);
      expect(check({'faq/bounties.md': told}).problems).toEqual([]);
      const noBlock = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nSet it with \`swipechain env:set CORE_LOG_LEVEL info\`.\n\n\`\`\`bash\n# swipechain env:set CORE_LOG_LEVEL info\nswipechain env:list\n\`\`\`\n\n\`\`\`text\nswipechain env:set CORE_LOG_LEVEL info\n\`\`\``,
      );
      expect(check({'faq/bounties.md': noBlock}).problems).toEqual([]);
    });
  });

  describe('a restart of the relay in prose whose section never names core:restart', () => {
    const message = (phrase: string) =>
      `"${phrase}" restarts only a relay (and forger) that run as separate processes, and this section never names "core:restart": a node started with core:start runs them as one process, which this leaves alone. Give core:restart beside it, as the other way the node runs`;

    it('reports a paragraph, list item or table cell that restarts the relay where its section has no core:restart', () => {
      const text = page(
        bountiesFm,
        [
          words(320),
          '## Section One',
          'Edit the file, then restart the relay.',
          '## Section Two',
          '- Turn the switch on and run `swipechain forger:restart`.',
          '| Change | Then |\n|---|---|\n| A new plugin | `swipechain relay:restart` |',
          '## Section Three',
          'The relay restarts your relay when you run `swipechain core:restart`.',
          '### Section Four',
          'Restart your relay to load the plugin.',
        ].join('\n\n'),
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'then restart the relay'), message: message('restart the relay')},
        {file: 'faq/bounties.md', line: lineOf(text, 'forger:restart'), message: message('forger:restart')},
        {file: 'faq/bounties.md', line: lineOf(text, '| A new plugin'), message: message('relay:restart')},
        {file: 'faq/bounties.md', line: lineOf(text, 'Restart your relay'), message: message('Restart your relay')},
      ]);
    });

    it('accepts core:restart anywhere in the section, Commander, pm2, an offered restart, code and other words', () => {
      const text = page(
        bountiesFm,
        [
          words(320),
          '## Section One',
          'Then restart the relay with `swipechain relay:restart`.',
          '```bash\nswipechain core:restart\n```',
          '## Section Two',
          '| How the node runs | Restart command |\n|---|---|\n| Separately | `swipechain relay:restart` |\n| Under `core:start` | `swipechain core:restart` |',
          '## Section Three',
          'On 2.1, restart the relay through Core Commander.',
          'Or restart the relay with `pm2 restart swipechain-relay`.',
          'If `update` offers to start or restart the relay, answer `n`.',
          '```bash\nswipechain relay:restart\n```',
          'The relay restarted itself, and the relays restart often.',
        ].join('\n\n'),
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('a version lookup followed by more commands in one block', () => {
    const message = (command: string) =>
      `"${command}" lists the versions the reader chooses from, but more commands follow it in the same block: pasted whole, the block runs them before the choice. End the block with it and say which version to pick before the next one`;

    it('reports yarn info or npm view of the versions followed by another command', () => {
      const text = pageWithBlocks([
        ['bash', 'yarn info @swipechain/core-graphql versions\nyarn global add @swipechain/core-graphql@<version>'],
        ['sh', 'npm view @swipechain/core-explorer versions && yarn global add @swipechain/core-explorer@2.6.0'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'yarn info @swipechain/core-graphql'),
          message: message('yarn info @swipechain/core-graphql versions'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'npm view @swipechain/core-explorer'),
          message: message('npm view @swipechain/core-explorer versions'),
        },
      ]);
    });

    it('accepts the lookup at the end of its block, other yarn info fields, comments and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'yarn info @swipechain/core-graphql versions'],
        ['bash', 'yarn global add @swipechain/core-graphql@<version>'],
        ['bash', 'yarn info @swipechain/core-elasticsearch@2.6.0 dependencies\nyarn global list'],
        ['bash', 'yarn info @swipechain/core-graphql versions\n# pick the one of your Core release'],
        ['bash', 'yarn info @swipechain/core-graphql versions | tail -n 20'],
        ['text', 'yarn info @swipechain/core-graphql versions\nyarn global add @swipechain/core-graphql@2.6.0'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('a command that may ask for a confirmation', () => {
    const message = (command: string) =>
      `"${command}" may ask for a confirmation (its documented flags do not say), but more commands follow it in the same block: pasted whole, the block would answer it with the next line. End the block with it`;

    it('reports config:reset followed by more commands, also after &&', () => {
      const text = pageWithBlocks([
        [
          'bash',
          'cp -a ~/.config/swipechain-core/mainnet ~/backup && swipechain config:reset --network=mainnet\ndiff ~/backup/plugins.js ~/.config/swipechain-core/mainnet/plugins.js',
        ],
        ['sh', 'swipechain config:reset --network=devnet\nswipechain relay:start --network=devnet'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, '&& swipechain config:reset'),
          message: message('swipechain config:reset'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'swipechain config:reset --network=devnet'),
          message: message('swipechain config:reset'),
        },
      ]);
    });

    it('accepts config:reset at the end of its block, in prose and in other languages', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\ncp -a ~/.config/swipechain-core/mainnet ~/backup && swipechain config:reset --network=mainnet\n# answer the question if it asks one\n\`\`\`\n\nThen run \`swipechain config:reset --help\` and \`diff\`.\n\n\`\`\`text\nswipechain config:reset\nswipechain relay:start\n\`\`\``,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });

    it('reports swipechain update followed by more commands, such as the restarts of a migration guide', () => {
      const text = pageWithBlocks([
        [
          'bash',
          'swipechain update\nswipechain relay:restart --network=mainnet\nswipechain forger:restart --network=mainnet',
        ],
        [
          'bash',
          'swipechain config:cli --channel=next && swipechain update\nswipechain snapshot:truncate --network=devnet',
        ],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'swipechain update'), message: message('swipechain update')},
        {file: 'faq/bounties.md', line: lineOf(text, '&& swipechain update'), message: message('swipechain update')},
      ]);
    });

    it('accepts swipechain update at the end of its block, inside docker exec, and installs that ask nothing', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain update'],
        ['bash', 'swipechain relay:restart --network=mainnet\nswipechain forger:restart --network=mainnet'],
        [
          'bash',
          'docker exec -it core-devnet sudo apk add make gcc g++ git python\ndocker exec -it core-devnet swipechain update',
        ],
        ['bash', 'yarn global add @swipechain/core@~2.4.0\nswipechain relay:restart --network=mainnet'],
        ['text', 'swipechain update\nswipechain relay:restart'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('a command that follows a log until Ctrl+C', () => {
    const message = (command: string) =>
      `"${command}" keeps following the log until Ctrl+C, but more commands follow it in the same block: pasted whole, the block types them into the terminal while the log runs, and Ctrl+C may drop them. End the block with it, and give the commands after it a block of their own`;

    it('reports relay:log, core:log --error, pm2 logs in a container, tail -f and docker logs -f followed by more commands', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain relay:start\nswipechain relay:log\nswipechain top'],
        ['sh', 'swipechain core:log --error\nswipechain core:restart'],
        ['bash', 'docker exec -it core-mainnet pm2 logs\ndocker restart core-mainnet'],
        ['bash', 'tail -n 100 -f ~/.pm2/logs/swipechain-relay-out.log\ngrep error ~/.pm2/logs/*.log'],
        ['bash', 'docker logs --follow swipechain-testnet-core\ndocker ps'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'swipechain relay:log'), message: message('swipechain relay:log')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'swipechain core:log --error'),
          message: message('swipechain core:log'),
        },
        {file: 'faq/bounties.md', line: lineOf(text, 'pm2 logs'), message: message('pm2 logs')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'tail -n 100 -f'),
          message: message('tail -n 100 -f'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'docker logs --follow'),
          message: message('docker logs --follow'),
        },
      ]);
    });

    it('accepts a log at the end of its block or of a chain, logs that return, comments and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain relay:start\nswipechain relay:log'],
        ['bash', 'pm2 delete all && swipechain relay:start && pm2 logs'],
        ['bash', 'swipechain forger:log\n# press Ctrl+C to leave it'],
        ['bash', 'pm2 logs --nostream --lines 50\nswipechain top'],
        [
          'bash',
          'grep -i error ~/.pm2/logs/*.log | tail -n 50\nswipechain relay:restart\n' + 'swipechain core:restart',
        ],
        ['bash', 'docker logs swipechain-testnet-core\ndocker ps'],
        ['text', 'swipechain relay:log\nswipechain forger:log'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('commands that can stop with a question in a block pasted whole', () => {
    const message = (command: string, asks: string) =>
      `"${command}" ${asks}, but more commands follow it in the same block: pasted whole, the block hands the next line to its question. End the block with it`;
    const installNode = 'asks for what its flags leave out unless it runs with --non-interactive';
    const gpg = 'asks before it overwrites the file of an earlier run unless it runs with --yes';
    const virtualbox = 'opens a Machine Owner Key password dialog under Secure Boot, even with -y';

    it('reports install-node without --non-interactive, gpg -o without --yes and a VirtualBox install followed by more commands', () => {
      const text = pageWithBlocks([
        ['bash', 'sudo -v'],
        [
          'bash',
          'cd swipechain-deployer\n./bridgechain.sh install-node --name MyTest --autoinstall-deps\n./bridgechain.sh start-node --name MyTest',
        ],
        [
          'bash',
          './bridgechain.sh install-node \\\n  --name MyTest \\\n  --token MYTEST\n./bridgechain.sh start-explorer',
        ],
        [
          'bash',
          'curl -fsSL https://download.docker.com/linux/ubuntu/gpg | sudo gpg --dearmor -o /usr/share/keyrings/docker.gpg\necho "deb [signed-by=/usr/share/keyrings/docker.gpg] https://download.docker.com/linux/ubuntu focal stable" | sudo tee /etc/apt/sources.list.d/docker.list',
        ],
        ['sh', 'sudo apt-get update\nsudo apt-get install -y virtualbox vagrant\nvagrant --version'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'install-node --name MyTest --autoinstall-deps'),
          message: message('bridgechain.sh install-node', installNode),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, './bridgechain.sh install-node \\'),
          message: message('bridgechain.sh install-node', installNode),
        },
        {file: 'faq/bounties.md', line: lineOf(text, 'sudo gpg --dearmor'), message: message('gpg -o', gpg)},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'apt-get install -y virtualbox'),
          message: message('apt-get install virtualbox', virtualbox),
        },
      ]);
    });

    it('accepts them at the end of their block, their forms that ask nothing, and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'sudo -v'],
        [
          'bash',
          'cd ~/swipechain-deployer\n./bridgechain.sh install-node \\\n  --name MyTest \\\n  --autoinstall-deps',
        ],
        [
          'bash',
          './bridgechain.sh install-node --config ~/mytest.json \\\n  --non-interactive --autoinstall-deps\n./bridgechain.sh start-node --name MyTest',
        ],
        [
          'bash',
          'curl -fsSL https://download.docker.com/linux/ubuntu/gpg | sudo gpg --batch --yes --dearmor -o /usr/share/keyrings/docker.gpg\necho done',
        ],
        ['bash', 'sudo apt-get update\nsudo apt-get install -y virtualbox vagrant'],
        ['bash', 'sudo apt-get install -y vagrant git jq\nvagrant --version'],
        ['text', './bridgechain.sh install-node --name MyTest\n./bridgechain.sh start-node --name MyTest'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('connections to another server in a block pasted whole', () => {
    const message = (command: string) =>
      `"${command}" asks to confirm a new server's host key, and for a password where no key is installed, but more commands follow it in the same block: pasted whole, the block hands the next line to its question. End the block with it`;

    it('reports ssh, scp, ssh-copy-id and rsync to user@host followed by more commands', () => {
      const text = pageWithBlocks([
        [
          'bash',
          "ssh swipechain@192.0.2.20 'mkdir -p ~/snapshots'\nrsync -avz ~/snapshots/0-331985 swipechain@192.0.2.20:~/snapshots/",
        ],
        ['bash', 'scp backup.tar.gz swipechain@192.0.2.20:~/\necho copied'],
        ['bash', 'ssh-copy-id -p 55555 swipechain@192.0.2.10\nssh -p 55555 swipechain@192.0.2.10'],
        ['bash', 'rsync -avz ~/snapshots/0-331985 \\\n  swipechain@192.0.2.20:~/snapshots/\nls ~/snapshots'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, "ssh swipechain@192.0.2.20 'mkdir"), message: message('ssh')},
        {file: 'faq/bounties.md', line: lineOf(text, 'scp backup.tar.gz'), message: message('scp')},
        {file: 'faq/bounties.md', line: lineOf(text, 'ssh-copy-id -p 55555'), message: message('ssh-copy-id')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'rsync -avz ~/snapshots/0-331985 \\'),
          message: message('rsync to another server'),
        },
      ]);
    });

    it('accepts them at the end of their block, with BatchMode, local rsync, ssh-keygen and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'knock -v 192.0.2.10 7000 8000 9000\nssh -p 55555 swipechain@192.0.2.10'],
        ['bash', 'rsync -avz ~/snapshots/0-331985 \\\n  swipechain@192.0.2.20:~/snapshots/'],
        ['bash', "ssh -o BatchMode=yes swipechain@192.0.2.20 'mkdir -p ~/snapshots'\necho done"],
        ['bash', 'rsync -a ~/snapshots/ /mnt/backup/snapshots/\nls /mnt/backup/snapshots'],
        ['bash', 'ssh-keygen -t ed25519 -N "" -f ~/.ssh/id_ed25519\nls ~/.ssh'],
        ['text', 'ssh swipechain@192.0.2.20\nexit'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('snapshot:verify and signatures', () => {
    const message = (claim: string) =>
      `"${claim}": snapshot:verify checks the signatures only with --verifySignatures (without it, only the chaining). Name the flag in the same paragraph, and pass it where the check matters`;

    it('reports a paragraph, list item or table cell that says snapshot:verify checks signatures without the flag', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`snapshot:verify\` reads only the snapshot files and checks their signatures and chaining.\n\n- Run \`swipechain snapshot:verify\`, which verifies every signature.\n\n| Command | What |\n|---|---|\n| \`snapshot:verify\` checks the signatures | yes |`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'reads only the snapshot files'),
          message: message('snapshot:verify reads only the snapshot files and checks their signatures'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'which verifies every signature'),
          message: message('snapshot:verify, which verifies every signature'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'checks the signatures | yes'),
          message: message('snapshot:verify checks the signatures'),
        },
      ]);
    });

    it('accepts the claim with the flag, other sentences and reports of an invalid signature', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`snapshot:verify\` checks that the blocks chain together and, with \`--verifySignatures\`, that every signature is valid.\n\n\`snapshot:verify\` reads only the files. It checks that the blocks chain together.\n\n| Symptom | Fix |\n|---|---|\n| \`snapshot:verify\` reports an invalid signature | Create a new one. |\n\n\`\`\`bash\nswipechain snapshot:verify --blocks 0-331985 # checks signatures\n\`\`\``,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('saving the wallets at shutdown', () => {
    const message = (phrase: string) =>
      `"${phrase}" holds up to Core 2.2 only: 2.3 removed the wallets table, and wallets live only in memory since then. Say so in the same paragraph`;

    it('reports a paragraph, list item or table cell that says the wallets are saved without naming 2.2', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n1. It waits one second.\n2. It saves the wallets.\n\n| Step | What |\n|---|---|\n| 4 | saving wallets |`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'It saves the wallets'), message: message('saves the wallets')},
        {file: 'faq/bounties.md', line: lineOf(text, 'saving wallets'), message: message('saving wallets')},
      ]);
    });

    it('reports the same with a possessive, "saves its wallets"', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nThe node shuts down gracefully: it saves its wallets and stops each plugin.`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'saves its wallets'), message: message('saves its wallets')},
      ]);
    });

    it('accepts the sentence with its release, other wallets that are saved, and code', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nOn 2.2, it saves the wallets to the database.\n\nThe generated wallets are saved to \`./test-wallets\`.\n\n\`\`\`ts\n// saves the wallets\n\`\`\``,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('chmod of the Core 2.0 config folder alone', () => {
    const message = (command: string) =>
      `"${command}" restricts the Core 2.0 config folder but not ~/.swipechain/.env beside it, which holds the database password: restrict ~/.swipechain instead`;

    it('reports it in code and inline code', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\nchmod 700 ~/.swipechain/config\n\`\`\`\n\nOr run \`chmod go-rwx $HOME/.swipechain/config/\`.`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'chmod 700'), message: message('chmod 700 ~/.swipechain/config')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'Or run'),
          message: message('chmod go-rwx $HOME/.swipechain/config/'),
        },
      ]);
    });

    it('reports a file inside the config folder restricted without the .env beside the folder', () => {
      const file = (command: string) =>
        `"${command}" restricts a file of the Core 2.0 config folder but not ~/.swipechain/.env beside it, which holds the database password: restrict ~/.swipechain instead, or name the .env in the same command`;
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\nchmod 600 ~/.swipechain/config/delegates.json\n\`\`\`\n\nOn 2.0, run \`chmod 600 ~/.swipechain/config/delegates.json\` once.`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'chmod 600 ~/.swipechain/config/delegates.json'),
          message: file('chmod 600 ~/.swipechain/config/delegates.json'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'On 2.0, run'),
          message: file('chmod 600 ~/.swipechain/config/delegates.json'),
        },
      ]);
    });

    it('accepts the whole folder and single files inside it', () => {
      const text = pageWithBlocks([
        ['bash', 'chmod 700 ~/.swipechain\nchmod 600 ~/.swipechain/config/delegates.json ~/.swipechain/.env'],
        ['bash', 'chmod 600 ~/.swipechain/.env ~/.swipechain/config/delegates.json'],
        ['bash', 'chmod 600 ~/.config/swipechain-core/mainnet/delegates.json'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('a chmod that opens a secret to other accounts', () => {
    const message = (command: string, target: string) =>
      `"${command}" lets other accounts read ${target}, which holds a secret: keep it closed to the group and others (600, 700 or go-rwx), and if another user ID must read it, give it to that user with chown instead`;

    it('reports the Docker forger fallback of review 127 in inline code, and numeric and symbolic modes in code', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nIf the container cannot read the keys, open the folder for that start only (\`chmod -R go+rX enc\`).\n\n\`\`\`bash\nchmod 644 ~/.config/swipechain-core/mainnet/.env\nchmod a=r $NETWORK.env\n\`\`\``,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'If the container'),
          message: message('chmod -R go+rX enc', 'enc'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'chmod 644'),
          message: message(
            'chmod 644 ~/.config/swipechain-core/mainnet/.env',
            '~/.config/swipechain-core/mainnet/.env',
          ),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'chmod a=r'),
          message: message('chmod a=r $NETWORK.env', '$NETWORK.env'),
        },
      ]);
    });

    it('accepts restricting modes, other files, comments and the owner alone', () => {
      const text = pageWithBlocks([
        [
          'bash',
          'chmod -R go-rwx enc\nchmod 600 ~/.config/swipechain-core/mainnet/.env ~/.config/swipechain-core/mainnet/delegates.json',
        ],
        ['bash', 'chmod 700 ~/swipechain-config-2.5\nchmod +x relay-ready.sh\nchmod 755 ~/bin/tool\nchmod u+r,go= enc'],
        ['bash', '# never run chmod -R go+rX enc'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('unpinned Swipechain C++ libraries in lib_deps', () => {
    const message = (lib: string) =>
      `"${lib}" in lib_deps has no version, so the first build downloads its newest release, which may ask for another ArduinoJson than the pinned 5.13.5 or rename what the examples call: pin it (${lib}@<version>, FACTS.md 11)`;

    it('reports the platformio.ini of review 127, on separate lines and on one line', () => {
      const text = pageWithBlocks([
        [
          'ini',
          '[env:featheresp32]\nlib_deps =\n    Swipechain-Cpp-Client\n    Swipechain-Cpp-Crypto\n    ArduinoJson@5.13.5',
        ],
        ['ini', '[env:huzzah]\nlib_deps = Swipechain-Cpp-Client@1.2.0, Swipechain-Cpp-Crypto'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, '    Swipechain-Cpp-Client'),
          message: message('Swipechain-Cpp-Client'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, '    Swipechain-Cpp-Crypto'),
          message: message('Swipechain-Cpp-Crypto'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'lib_deps = Swipechain'),
          message: message('Swipechain-Cpp-Crypto'),
        },
      ]);
    });

    it('accepts pinned libraries, comments, other blocks and ini without lib_deps', () => {
      const text = pageWithBlocks([
        [
          'ini',
          "lib_deps =\n    Swipechain-Cpp-Client@1.2.0\n    Swipechain-Cpp-Crypto @ 0.3.2 ; the examples' versions",
        ],
        ['ini', '[env:a]\nlib_deps = Swipechain-Cpp-Client@1.2.0 ; not Swipechain-Cpp-Crypto yet'],
        ['bash', 'platformio lib install Swipechain-Cpp-Client'],
        ['ini', '[library]\nname = Swipechain-Cpp-Client'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('a database dump piped into a compressor', () => {
    const message = (dump: string, tool: string) =>
      `"${dump}" is piped into ${tool}, so the line reports ${tool}'s exit status: a dump that fails still leaves a small, valid archive and no error at the prompt. Write the dump to a plain file (> file.sql) and check it before compressing it, or run set -o pipefail first`;

    it('reports the dump of review 142, one inside sh -c and one across continuation lines', () => {
      const text = pageWithBlocks([
        [
          'bash',
          'docker-compose exec -T postgres pg_dump -U "<POSTGRES_USER>" "<POSTGRES_DB>" | gzip > ~/testnet-database.sql.gz',
        ],
        ['bash', "docker exec db sh -c 'pg_dumpall -U postgres | xz' > ~/all.sql.xz"],
        ['bash', 'sudo -u postgres pg_dump swipechain_mainnet \\\n  | bzip2 > ~/mainnet.sql.bz2'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'pg_dump -U "<POSTGRES_USER>"'),
          message: message('pg_dump', 'gzip'),
        },
        {file: 'faq/bounties.md', line: lineOf(text, 'pg_dumpall -U postgres'), message: message('pg_dumpall', 'xz')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'pg_dump swipechain_mainnet'),
          message: message('pg_dump', 'bzip2'),
        },
      ]);
    });

    it('accepts a dump to a plain file, a block with pipefail, a custom-format dump, comments and other blocks', () => {
      const text = pageWithBlocks([
        [
          'bash',
          'docker-compose exec -T postgres pg_dump -U swipechain swipechain_testnet > ~/testnet.sql && gzip ~/testnet.sql',
        ],
        ['bash', 'set -o pipefail\npg_dump swipechain_testnet | gzip > ~/testnet.sql.gz'],
        ['bash', 'sudo -u postgres pg_dump --format=custom swipechain_mainnet > ~/swipechain-db.dump'],
        ['bash', '# pg_dump swipechain_testnet | gzip > ~/testnet.sql.gz\necho skipped'],
        ['text', 'pg_dump swipechain_testnet | gzip > ~/testnet.sql.gz'],
        ['bash', 'tail -n 20 ~/testnet.sql | grep "dump complete"'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('TypeScript installed with ts-jest or TSLint without versions', () => {
    const message = (tools: string) =>
      `this install names ${tools} without a version, so it takes the newest release of each, and the newest TypeScript (7) is one that ts-jest does not accept and TSLint cannot load: pin majors that work together, such as typescript@5 with ts-jest@29, jest@29 and tslint@6, and say so`;

    it('reports the install of review 136, a partly pinned one and one across continuation lines', () => {
      const text = pageWithBlocks([
        ['bash', 'yarn add --dev typescript jest ts-jest @types/jest prettier tslint'],
        ['bash', 'npm install --save-dev typescript@5 ts-jest tslint@6'],
        [
          'bash',
          'npx lerna add typescript --scope=@vendor/demo-plugin --dev && \\\n  npx lerna add ts-jest --scope=@vendor/demo-plugin --dev',
        ],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'yarn add --dev typescript jest'),
          message: message('"typescript", "ts-jest", "tslint"'),
        },
        {file: 'faq/bounties.md', line: lineOf(text, 'npm install --save-dev'), message: message('"ts-jest"')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'npx lerna add typescript'),
          message: message('"typescript", "ts-jest"'),
        },
      ]);
    });

    it('accepts pinned majors, version ranges from variables, TypeScript alone, comments and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'yarn add --dev typescript@5 jest@29 ts-jest@29 @types/jest@29 prettier@3 tslint@6'],
        ['bash', 'npx lerna add "typescript@$TYPESCRIPT_RANGE" --scope=custom-transactions --dev'],
        ['bash', 'npx lerna add "ts-jest@$TS_JEST_RANGE" --scope=custom-transactions --dev'],
        ['bash', 'npm install --global typescript'],
        ['bash', 'yarn add --dev ts-jest'],
        ['bash', '# yarn add --dev typescript ts-jest'],
        ['text', 'yarn add --dev typescript ts-jest tslint'],
        ['bash', 'npm view ts-jest@29 peerDependencies'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('Core packages added as runtime dependencies', () => {
    const message = (pkg: string, tool = 'lerna') =>
      `"${tool} add ${pkg}" makes a Core package a runtime dependency of the plugin: the node provides Core packages, and a published plugin must use the node's copies (a pinned version too, once the node is updated), so add it with --dev (FACTS.md 2.9)`;

    it('reports lerna add of a Core package without --dev, in code, across continuation lines and in inline code', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\nnpx lerna add @swipechain/core-container --scope=@vendor/demo-plugin\nnpx lerna add @swipechain/core-interfaces \\\n  --scope=@vendor/demo-plugin\n\`\`\`\n\nOr run \`npx lerna add "@swipechain/core-utils" --scope=@vendor/demo-plugin\`.`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'lerna add @swipechain/core-container'),
          message: message('@swipechain/core-container'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'lerna add @swipechain/core-interfaces'),
          message: message('@swipechain/core-interfaces'),
        },
        {file: 'faq/bounties.md', line: lineOf(text, 'Or run'), message: message('@swipechain/core-utils')},
      ]);
    });

    it('reports yarn add of a Core package without --dev, pinned or not, in code and in inline code', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\nyarn add @swipechain/core-event-emitter@2.6.0 @swipechain/core-container@2.6.0\nyarn add --exact @swipechain/core-utils\n\`\`\`\n\nOr run \`yarn add @swipechain/core-container@2.6.0 @swipechain/core-interfaces@2.6.0\`.`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'yarn add @swipechain/core-event-emitter'),
          message: message('@swipechain/core-event-emitter', 'yarn'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'yarn add --exact'),
          message: message('@swipechain/core-utils', 'yarn'),
        },
        {file: 'faq/bounties.md', line: lineOf(text, 'Or run'), message: message('@swipechain/core-container', 'yarn')},
      ]);
    });

    it('accepts --dev (also on a continuation line), other packages, yarn global add, and prose', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\nnpx lerna add @swipechain/core-container --scope=@vendor/demo-plugin --dev\nnpx lerna add @swipechain/core-interfaces \\\n  --scope=@vendor/demo-plugin --dev\nnpx lerna add @swipechain/crypto --scope=custom-transactions\nnpx lerna add "jest@$JEST_RANGE" --scope=@vendor/demo-plugin --dev\nyarn add --dev @swipechain/core-container@2.6.0 @swipechain/core-interfaces@2.6.0\nyarn add -D @swipechain/core-utils@2.6.0\nyarn add @swipechain/crypto@2.6.0\nyarn global add @swipechain/core-elasticsearch@2.6.0\nyarn global add @swipechain/core@next\n\`\`\`\n\nLerna adds @swipechain/core-container for you, and yarn add @swipechain/core-utils in prose is left alone.`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('presence switches set to false', () => {
    const message = (hit: string, name: string) =>
      `"${hit}" sets ${name}: it acts on presence, so any non-empty value, false included, counts as set. To undo it, delete its line from .env`;

    it('reports an ENABLED or DISABLED switch or CORE_API_RATE_LIMIT set to false in code', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain env:set CORE_GRAPHQL_ENABLED false'],
        ['dotenv', 'CORE_API_RATE_LIMIT=false\nSWIPECHAIN_API_DISABLED="false"'],
        ['bash', 'swipechain core:restart'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'env:set CORE_GRAPHQL'),
          message: message('CORE_GRAPHQL_ENABLED false', 'CORE_GRAPHQL_ENABLED'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'CORE_API_RATE_LIMIT=false'),
          message: message('CORE_API_RATE_LIMIT=false', 'CORE_API_RATE_LIMIT'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'SWIPECHAIN_API_DISABLED'),
          message: message('SWIPECHAIN_API_DISABLED="false', 'SWIPECHAIN_API_DISABLED'),
        },
      ]);
    });

    it('accepts true, other variables, comments and prose that explains the trap', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\nswipechain env:set CORE_WEBHOOKS_ENABLED true\nswipechain env:set CORE_API_RATE_LIMIT_USER_LIMIT 600\nswipechain env:set CORE_LOG_LEVEL info # never CORE_API_DISABLED=false\n\`\`\`\n\nSetting \`CORE_API_RATE_LIMIT=false\` turns limiting off. ${RESTART_NOTE}`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('a check and an irreversible step in one block', () => {
    it('reports a deletion that follows a status check in the same shell block', () => {
      const text = pageWithBlocks([
        ['bash', 'pm2 status\nrm -rf ~/core-commander ~/swipechain-core'],
        ['bash', 'swipechain top\nswipechain snapshot:restore --blocks 0-331985 --truncate'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'rm -rf'),
          message:
            '"rm -rf ~/core-commander ~/swipechain-core" cannot be undone, but it shares a block with the check "pm2 status": pasted whole, the block runs it before the reader has read the check. Give the check a block of its own',
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'snapshot:restore'),
          message:
            '"swipechain snapshot:restore --blocks 0-331985 --truncate" cannot be undone, but it shares a block with the check "swipechain top": pasted whole, the block runs it before the reader has read the check. Give the check a block of its own',
        },
      ]);
    });

    it('accepts the check in a block of its own, a deletion without a check, and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'pm2 status'],
        ['bash', 'rm -rf ~/core-commander'],
        ['bash', 'cd docker/development/testnet\ndocker-compose down -v'],
        ['text', 'pm2 status\nrm -rf ~/core'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('a stop and an irreversible step in one block', () => {
    const message = (step: string, stop: string) =>
      `"${step}" cannot be undone, but it runs right after "${stop}" in the same block: a stop can fail, and relay:stop and forger:stop leave a core:start process running. End the block after the stop, check with swipechain top, and give the step a block of its own`;

    it('reports a truncate or a truncating restore that follows a stop in the same shell block', () => {
      const text = pageWithBlocks([
        [
          'bash',
          'swipechain relay:stop\nswipechain forger:stop\nswipechain snapshot:restore --blocks 0-331985 --truncate',
        ],
        [
          'bash',
          'swipechain core:stop --network=mainnet\ncp -a ~/backup/. ~/.config/swipechain-core/mainnet/\nswipechain snapshot:truncate --network=mainnet',
        ],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'snapshot:restore'),
          message: message('swipechain snapshot:restore --blocks 0-331985 --truncate', 'swipechain relay:stop'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'snapshot:truncate'),
          message: message('swipechain snapshot:truncate --network=mainnet', 'swipechain core:stop --network=mainnet'),
        },
      ]);
    });

    it('accepts the stop and the check in blocks of their own, a stop without a destructive step, and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain relay:stop\nswipechain forger:stop'],
        ['bash', 'swipechain top'],
        ['bash', 'swipechain snapshot:restore --blocks 0-331985 --truncate'],
        ['bash', 'swipechain core:stop\nswipechain snapshot:rollback --height 350000'],
        ['text', 'swipechain relay:stop\nswipechain snapshot:truncate'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('a build and a start of the node that does not depend on it', () => {
    const message = (start: string, build: string) =>
      `"${start}" starts the node in the same block as the build "${build}", but does not depend on it: pasted whole, the block starts the node even when the build fails, with the code of the previous build. Chain the start to the build with && (one command), or end the block after the build`;

    it('reports a start on a later line, or after ;, of a block whose build it does not depend on', () => {
      const text = pageWithBlocks([
        ['bash', 'cd plugins/demo-plugin && yarn build\ncd ../../packages/core && yarn full:testnet'],
        ['sh', 'npm run build; swipechain core:run --networkStart'],
        ['bash', '# compile first\nnpx tsc\n# then start the relay\nyarn relay:testnet'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'cd plugins/demo-plugin && yarn build'),
          message: message('cd ../../packages/core && yarn full:testnet', 'cd plugins/demo-plugin && yarn build'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'npm run build;'),
          message: message(
            'npm run build; swipechain core:run --networkStart',
            'npm run build; swipechain core:run --networkStart',
          ),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'npx tsc'),
          message: message('yarn relay:testnet', 'npx tsc'),
        },
      ]);
      const setup = pageWithBlocks([['bash', 'cd ~/mynet-core && yarn setup\n(cd packages/core && yarn relay:MyNet)']]);
      expect(check({'faq/bounties.md': setup}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(setup, 'yarn setup'),
          message: message('(cd packages/core && yarn relay:MyNet)', 'cd ~/mynet-core && yarn setup'),
        },
      ]);
    });

    it('accepts a start chained to the build with &&, a build without a start, other builds and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'cd plugins/demo-plugin &&\n  yarn build &&\n  cd ../../packages/core &&\n  yarn full:testnet'],
        ['bash', 'cd plugins/demo-plugin && yarn build && ls dist'],
        ['bash', 'yarn build:mainnet\nyarn start:explorer'],
        ['bash', 'yarn full:testnet\nyarn build'],
        ['bash', 'yarn build \\\n  --verbose && yarn full:testnet'],
        ['text', 'yarn build\nyarn full:testnet'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('the relay start and the forger start in one block', () => {
    const message = (forger: string, relay: string) =>
      `"${forger}" shares a block with "${relay}": pasted whole, it starts a forger on a relay that does not forge, and without the --password that a BIP38 secret needs, which a later forger:start does not add to the running forger. Give the relay start a block of its own and each forger start its own block, with the condition in prose before it`;

    it('reports a forger start in the same shell block as a relay start, on its own line or chained', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain relay:start --network=mainnet\nswipechain forger:start --network=mainnet'],
        ['sh', 'pm2 delete all && swipechain relay:start && swipechain forger:start'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'swipechain forger:start --network=mainnet'),
          message: message('swipechain forger:start --network=mainnet', 'swipechain relay:start --network=mainnet'),
        },
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'pm2 delete all'),
          message: message(
            'pm2 delete all && swipechain relay:start && swipechain forger:start',
            'pm2 delete all && swipechain relay:start && swipechain forger:start',
          ),
        },
      ]);
    });

    it('accepts the starts in blocks of their own, core:start, comments, restarts and other languages', () => {
      const text = pageWithBlocks([
        ['bash', 'swipechain relay:start --network=mainnet'],
        ['bash', 'swipechain forger:start --network=mainnet'],
        ['bash', " swipechain forger:start --network=mainnet --password '<your BIP38 password>'"],
        ['bash', 'swipechain core:start --network=mainnet\nswipechain core:log'],
        ['bash', 'swipechain relay:start\n# on a delegate server: swipechain forger:start'],
        ['bash', 'swipechain relay:restart\nswipechain forger:restart'],
        ['text', 'swipechain relay:start\nswipechain forger:start'],
      ]);
      const withNote = `${text}\n\nOther accounts can read the password with \`ps\`.\n`;
      expect(check({'faq/bounties.md': withNote}).problems).toEqual([]);
    });
  });

  describe('the title of the sketch box', () => {
    const message = (title: string) =>
      `admonition title "${title}" marks unverified code: title the box exactly "Illustrative sketch" (CONTENT.md)`;
    const withBoxes = (...titles: string[]) =>
      page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n${titles.map((t) => `:::note[${t}]\n\nCheck it.\n\n:::`).join('\n\n')}`,
      );

    it('reports a box for unverified code under any other title', () => {
      const text = withBoxes('Sketch', 'Illustrative Sketch', 'Unverified', 'Code sketch');
      expect(messages(check({'faq/bounties.md': text}))).toEqual([
        message('Sketch'),
        message('Illustrative Sketch'),
        message('Unverified'),
        message('Code sketch'),
      ]);
      expect(check({'faq/bounties.md': withBoxes('Sketch')}).problems[0]?.line).toBe(
        lineOf(withBoxes('Sketch'), ':::note[Sketch]'),
      );
    });

    it('accepts "Illustrative sketch" and titles that only mention a sketch or an example', () => {
      const text = withBoxes(
        'Illustrative sketch',
        'A passphrase in a sketch is readable',
        'Which version these examples are for',
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe("the wallet answer's nonce outside the sketch box", () => {
    const message = (hit: string) =>
      `"${hit}" reads a nonce from the wallet answer, whose documented fields have none (FACTS.md 2.16): put this code in an "Illustrative sketch" box that says to check the field against the node's wallet answer`;
    const jq =
      'NONCE=$(curl -s "http://127.0.0.1:4003/api/v2/wallets/$SENDER" -H "Content-Type: application/json" | jq -r \'.data.nonce\')';

    it('reports jq, JavaScript and Python code that reads it outside an "Illustrative sketch" box', () => {
      const cases: [lang: string, code: string, needle: string, hit: string][] = [
        ['bash', `SENDER=D61mfSggzbvQgTUe6JhYKH2doHaqJ3Dyib\n${jq}`, 'jq -r', 'data.nonce'],
        [
          'js',
          'const wallet = await connection.api("wallets").get(address);\nconst nonce = BigInt(wallet.body.data.nonce) + 1n;',
          'BigInt(',
          'data.nonce',
        ],
        ['python', 'nonce = int(wallet["data"]["nonce"]) + 1', 'int(wallet', '["data"]["nonce"]'],
      ];
      for (const [lang, code, needle, hit] of cases) {
        const text = pageWithBlocks([[lang, code]]);
        expect(check({'faq/bounties.md': text}).problems).toEqual([
          {file: 'faq/bounties.md', line: lineOf(text, needle), message: message(hit)},
        ]);
      }
      const otherBox = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n:::note[Check the field]\n\n\`\`\`bash\n${jq}\n\`\`\`\n\n:::`,
      );
      expect(messages(check({'faq/bounties.md': otherBox}))).toEqual([message('data.nonce')]);
    });

    it("accepts it inside the box, and a transaction's nonce in code about no wallet", () => {
      const boxed = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n:::note[Illustrative sketch]\n\nCheck the field.\n\n\`\`\`bash\n${jq}\n\`\`\`\n\n:::`,
      );
      expect(check({'faq/bounties.md': boxed}).problems).toEqual([]);
      const handler = pageWithBlocks([['ts', 'const next = transaction.data.nonce.plus(1);']]);
      expect(check({'faq/bounties.md': handler}).problems).toEqual([]);
    });
  });

  describe('talk about our sources', () => {
    const note = (phrase: string) =>
      `"${phrase}" talks to readers about our sources: say what the product does or link the page instead (CONTENT.md)`;

    it('reports "legacy documentation", "legacy docs", "old docs" and "old documentation" in prose, headings and the description', () => {
      const fm = bountiesFm.replace('description: "Rewards."', 'description: "Rewards, as the old docs listed them."');
      const text = page(
        fm,
        `${words(320)}\n\n## Section One\n\nAs the legacy documentation put it, fees vary.\n\nThe **Legacy Docs** and\nthe old documentation agree.\n\n### From the Old Documentation\n\nx`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: 3, message: note('old docs')},
        {file: 'faq/bounties.md', line: lineOf(text, 'As the legacy'), message: note('legacy documentation')},
        {file: 'faq/bounties.md', line: lineOf(text, '**Legacy Docs**'), message: note('Legacy Docs')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'the old documentation agree'),
          message: note('old documentation'),
        },
        {file: 'faq/bounties.md', line: lineOf(text, '### From'), message: note('Old Documentation')},
      ]);
    });

    it('leaves code alone', () => {
      const code = '```bash\ngrep -rn "old docs" ./notes\n```\n\nRun `ls "legacy docs"`.';
      expect(
        check({'faq/bounties.md': page(bountiesFm, `${words(320)}\n\n## Section One\n\n${code}`)}).problems,
      ).toEqual([]);
    });
  });

  describe('wallets that live only in memory', () => {
    const message = (phrase: string) =>
      `"${phrase}" holds from Core 2.3 only: up to 2.2 Core also wrote the wallets to a wallets table. Say so in the same paragraph`;

    it('reports a paragraph or table cell that says wallets live only in memory without naming 2.3', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nSince 2.0, wallets live only in memory.\n\n| Item | Where |\n|---|---|\n| Wallets | The wallets are kept in memory only. |`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'Since 2.0'), message: message('wallets live only in memory')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, '| Wallets |'),
          message: message('wallets are kept in memory only'),
        },
      ]);
    });

    it('accepts the sentence with 2.3, wallets computed in memory, and code', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n2.3 removed the \`wallets\` table; from then on wallets live only in memory.\n\nThe wallet manager computes the wallets in memory.\n\n\`\`\`ts\n// wallets live only in memory\n\`\`\``,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('AIP11 fields tied to the release instead of the milestone', () => {
    const message = (phrase: string) =>
      `"${phrase}": the AIP11 format (nonce, typeGroup) starts at a Core 2.6 network's AIP11 milestone height, not with the release, so a 2.6 network below that height has transactions without them. Name the milestone in the same paragraph or table row`;

    it('reports a table row or paragraph that gives nonce, typeGroup or AIP11 a release and no milestone', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n| Field | Meaning |\n|---|---|\n| \`nonce\` | The sender's counter; each transaction uses the previous value plus one (Core 2.6 and later). |\n| \`version\` | Version 2 follows AIP11 (Core 2.6 and later). |\n\nSince 2.6, every transaction carries a \`typeGroup\`.`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, '| `nonce` |'),
          message: message(
            "nonce | The sender's counter; each transaction uses the previous value plus one (Core 2.6 and later",
          ),
        },
        {file: 'faq/bounties.md', line: lineOf(text, '| `version` |'), message: message('AIP11 (Core 2.6 and later')},
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'Since 2.6'),
          message: message('Since 2.6, every transaction carries a typeGroup'),
        },
      ]);
    });

    it('accepts the milestone, other sentences and code', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n| Field | Meaning |\n|---|---|\n| \`nonce\` | The sender's counter, from a Core 2.6 network's AIP11 milestone height on. |\n\nThe nonce counts transactions. Core 2.6 and later ship the magistrate types.\n\nA 2.6 node reports the wallet's nonce.\n\n\`\`\`ts\n// nonce since 2.6\n\`\`\``,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('full SHA-256 block IDs without their milestone', () => {
    const message = (phrase: string) =>
      `"${phrase}": block IDs are full SHA-256 hashes only from the height of the block.idFullSha256 milestone (FACTS.md 1.2), and older blocks can keep numeric IDs. Name the milestone in the same paragraph or table row`;

    it('reports a paragraph, list item or table row that ties full SHA-256 block IDs to a release', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nA Block model holds its id, which since 2.3 is a full SHA-256 hex string.\n\n- Core 2.3 switched to full SHA-256 block IDs.\n\n| Release | Change |\n|---|---|\n| 2.3 | Block ids become full SHA-256 hashes |`,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {
          file: 'faq/bounties.md',
          line: lineOf(text, 'A Block model'),
          message: message('id, which since 2.3 is a full SHA-256'),
        },
        {file: 'faq/bounties.md', line: lineOf(text, '- Core 2.3'), message: message('full SHA-256 block IDs')},
        {file: 'faq/bounties.md', line: lineOf(text, '| 2.3 |'), message: message('ids become full SHA-256')},
      ]);
    });

    it('accepts the milestone in the sentence or in another cell of the row, other hashes, other sentences and code', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nBlocks from the height of the \`block.idFullSha256\` milestone have full SHA-256 IDs.\n\n| Key | Meaning |\n|---|---|\n| \`block.idFullSha256\` | Whether block ids are full SHA-256 hashes (Core 2.3 and later). |\n\nThe transaction id is the SHA-256 of the signed bytes. Core 2.3 brought a full SHA-256 helper.\n\n\`\`\`ts\n// block ids are full SHA-256 since 2.3\n\`\`\``,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('a fixed nonce in a builder call', () => {
    const message = (hit: string) =>
      `"${hit}" is a fixed nonce, but a node accepts only the sender's last nonce plus one, so the copied example fails for any wallet with a history: compute it from the sender's last nonce, or say in a comment on the line why the number is fixed`;

    it('reports a number given to nonce() in a code block, quoted or not', () => {
      const text = pageWithBlocks([
        ['ts', 'const transfer = Transactions.BuilderFactory.transfer()\n    .nonce("1")\n    .sign(passphrase);'],
        ['js', 'new BusinessRegistrationBuilder().nonce(4).businessAsset(name, site).sign(passphrase);'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, '.nonce("1")'), message: message('.nonce("1")')},
        {file: 'faq/bounties.md', line: lineOf(text, '.nonce(4)'), message: message('.nonce(4)')},
      ]);
    });

    it('accepts a computed nonce, a fixed one with a comment on its line, inline code and the JSON field', () => {
      const text = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nA client calls \`.nonce("1")\` once.\n\n\`\`\`ts\nbuilder.nonce(String(lastNonce + 1));\nbuilder.nonce("1") // fixed: the test never sends it\n\`\`\`\n\n\`\`\`json\n{ "nonce": "8" }\n\`\`\``,
      );
      expect(check({'faq/bounties.md': text}).problems).toEqual([]);
    });
  });

  describe('pip install outside a virtual environment', () => {
    const message =
      '"pip install" outside a virtual environment stops with externally-managed-environment on Debian 12, Ubuntu 23.04 and later, Arch Linux and Homebrew\'s Python on macOS (PEP 668): install into a virtual environment or with pipx, or say on this page what to do there';

    it('reports pip, pip3 and python -m pip installs into the system Python on a page that never names the error', () => {
      for (const command of [
        'pip install -U platformio',
        'sudo pip3 install flask',
        'python3 -m pip install requests',
      ]) {
        const text = pageWithBlocks([
          ['bash', 'sudo -v'],
          ['bash', `${command}\nplatformio --version`],
        ]);
        expect(check({'faq/bounties.md': text}).problems).toEqual([
          {file: 'faq/bounties.md', line: lineOf(text, command), message},
        ]);
      }
    });

    it('accepts an install in a virtual environment, pipx, a page that says what to do, and other languages', () => {
      const blocks: [string, string][][] = [
        [['bash', 'python3 -m venv webhook-env\n. webhook-env/bin/activate\npip install flask']],
        [['bash', 'pipx install platformio']],
        [['bash', '~/.venvs/pio/bin/pip install -U platformio']],
        [['text', 'pip install -U platformio']],
      ];
      for (const list of blocks) expect(check({'faq/bounties.md': pageWithBlocks(list)}).problems).toEqual([]);
      const noted = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\npip install -U platformio\n\`\`\`\n\nWhere this stops with \`error: externally-managed-environment\`, use \`pipx\`.`,
      );
      expect(check({'faq/bounties.md': noted}).problems).toEqual([]);
    });
  });

  describe('a secret exported into the shell and never unset', () => {
    const message = (name: string) =>
      `"export ${name}" leaves the secret in the shell, where every program started later inherits it: say to run "unset ${name}" when the step is done`;
    const read = 'printf "Sender passphrase: " && read -rs SENDER_PASSPHRASE && echo && export SENDER_PASSPHRASE';

    it('reports an exported passphrase, password or secret in a shell block or inline code on a page that never unsets it', () => {
      const text = pageWithBlocks([
        ['bash', read],
        ['bash', 'node send.js'],
      ]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'read -rs'), message: message('SENDER_PASSPHRASE')},
      ]);
      const inline = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nSet it with \`export DB_PASSWORD=secret\` before the script.`,
      );
      expect(messages(check({'faq/bounties.md': inline}))).toEqual([message('DB_PASSWORD')]);
      const token = pageWithBlocks([
        ['bash', 'read -rs WEBHOOK_TOKEN && export WEBHOOK_TOKEN'],
        ['bash', 'node receiver.js'],
      ]);
      expect(messages(check({'faq/bounties.md': token}))).toEqual([message('WEBHOOK_TOKEN')]);
    });

    it('accepts a page that unsets it, and names that hold no secret', () => {
      const unset = pageWithBlocks([
        ['bash', read],
        ['bash', 'node send.js && unset SENDER_PASSPHRASE'],
      ]);
      expect(check({'faq/bounties.md': unset}).problems).toEqual([]);
      const plain = pageWithBlocks([['bash', 'export NETWORK_HEIGHT=120\nnode send.js']]);
      expect(check({'faq/bounties.md': plain}).problems).toEqual([]);
    });
  });

  describe('pm2 stop, restart or reload all', () => {
    const message = (hit: string) =>
      `"${hit}" reaches every process pm2 runs for this user, not only the one the step means (a forger that should keep running, another node, an explorer): name the process that "pm2 list" shows, or use the swipechain command for it`;

    it('reports it in a shell block and in an instruction in prose', () => {
      const text = pageWithBlocks([['bash', 'pm2 list\npm2 restart all']]);
      expect(check({'faq/bounties.md': text}).problems).toEqual([
        {file: 'faq/bounties.md', line: lineOf(text, 'pm2 restart all'), message: message('pm2 restart all')},
      ]);
      const prose = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n1. Stop the node: on 2.0 run \`pm2 stop all\`.\n2. Copy the database.`,
      );
      expect(messages(check({'faq/bounties.md': prose}))).toEqual([message('pm2 stop all')]);
    });

    it('accepts a warning against it, a named process and the upgrade step pm2 delete all', () => {
      const warned = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nRestart the relay by its name; do not use \`pm2 restart all\`, which restarts the forger too.\n\n| Release | Restart |\n| --- | --- |\n| 2.0 | \`pm2 restart\` and the name, not with \`pm2 restart all\` |`,
      );
      expect(check({'faq/bounties.md': warned}).problems).toEqual([]);
      const named = pageWithBlocks([['bash', 'pm2 restart swipechain-core-relay\npm2 delete all']]);
      expect(check({'faq/bounties.md': named}).problems).toEqual([]);
    });
  });

  describe('the data key of an API answer outside the sketch box', () => {
    const message = (hit: string) =>
      `"${hit}" reads the data key of an API answer, which FACTS.md does not document (CONTENT.md): put the code in an "Illustrative sketch" box, or say next to it that the \`data\` wrapper is the layout to check against the node's own answer`;
    const jq = "curl -s http://127.0.0.1:4003/api/v2/peers | jq -r '.data[].version' | sort | uniq -c";

    it('reports jq, JavaScript and Python reads of an API answer with no note', () => {
      const cases: [lang: string, code: string, needle: string, hit: string][] = [
        ['bash', jq, 'jq -r', '.data'],
        [
          'js',
          'const answer = await fetch("http://127.0.0.1:4003/api/v2/blocks?limit=1");\nconst height = (await answer.json()).data[0].height;',
          'const height',
          '.data',
        ],
        [
          'python',
          'answer = requests.get("http://127.0.0.1:4003/api/v2/delegates").json()\nfor d in answer["data"]:\n    print(d)',
          'for d',
          '["data"]',
        ],
      ];
      for (const [lang, code, needle, hit] of cases) {
        const text = pageWithBlocks([[lang, code]]);
        expect(check({'faq/bounties.md': text}).problems).toEqual([
          {file: 'faq/bounties.md', line: lineOf(text, needle), message: message(hit)},
        ]);
      }
      const vague = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\nThe \`data\` list holds the peers.\n\n\`\`\`bash\n${jq}\n\`\`\``,
      );
      expect(messages(check({'faq/bounties.md': vague}))).toEqual([message('.data')]);
    });

    it('accepts the read in the box, next to a note that says to check the key, and data that is not an API answer', () => {
      const boxed = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n:::note[Illustrative sketch]\n\nCheck the layout.\n\n\`\`\`bash\n${jq}\n\`\`\`\n\n:::`,
      );
      expect(check({'faq/bounties.md': boxed}).problems).toEqual([]);
      const noted = page(
        bountiesFm,
        `${words(320)}\n\n## Section One\n\n\`\`\`bash\n${jq}\n\`\`\`\n\nThe answer is expected to wrap the peers in a \`data\` key; check it against your node's answer.`,
      );
      expect(check({'faq/bounties.md': noted}).problems).toEqual([]);
      const handler = pageWithBlocks([
        ['ts', 'emitter.on("block.applied", (event) => console.log(event.data.height));'],
      ]);
      expect(check({'faq/bounties.md': handler}).problems).toEqual([]);
    });
  });

  describe("node-gyp's Python kept in a shell profile", () => {
    const message = `npm_config_python written into a shell profile stays for every later install on the account, and node-gyp 8 and later refuse Python 2: set it for the build only ("npm_config_python=/usr/bin/python2.7 yarn setup"), or show how to remove the line afterwards (sed -i '/npm_config_python/d' ~/.bashrc)`;
    const echo = "echo 'export npm_config_python=/usr/bin/python2.7' >> ~/.bashrc && source ~/.bashrc";

    it('reports the setting appended to ~/.bashrc or ~/.zshrc on a page that never removes it', () => {
      for (const line of [echo, "echo 'export npm_config_python=/usr/bin/python2' >> ~/.zshrc"]) {
        const text = pageWithBlocks([['bash', line]]);
        expect(check({'faq/bounties.md': text}).problems).toEqual([
          {file: 'faq/bounties.md', line: lineOf(text, 'npm_config_python'), message},
        ]);
      }
    });

    it('accepts it scoped to the build, or on a page that shows how to remove it', () => {
      const scoped = pageWithBlocks([['bash', 'npm_config_python=/usr/bin/python2.7 yarn setup']]);
      expect(check({'faq/bounties.md': scoped}).problems).toEqual([]);
      const removed = pageWithBlocks([
        ['bash', echo],
        ['bash', "sed -i '/npm_config_python/d' ~/.bashrc"],
      ]);
      expect(check({'faq/bounties.md': removed}).problems).toEqual([]);
    });
  });

  describe('a push in the block of a rebase or merge', () => {
    const message =
      '"git push" in the block of a rebase or merge: one that stops on a conflict leaves the push to fail, or to answer "Everything up-to-date" while the merge sits unfinished. End the block after the rebase or merge, say how to resolve a conflict, and push in a block of its own';

    it('reports git push after git rebase, git merge or git pull --rebase in one block', () => {
      for (const first of [
        'git rebase upstream/develop',
        'git merge upstream/develop',
        'git pull --rebase upstream develop',
      ]) {
        const text = pageWithBlocks([['bash', `git fetch upstream\n${first}\ngit push --force-with-lease`]]);
        expect(check({'faq/bounties.md': text}).problems).toEqual([
          {file: 'faq/bounties.md', line: lineOf(text, 'git push'), message},
        ]);
      }
    });

    it('accepts the push in a block of its own, and a push after rebase --continue', () => {
      const split = pageWithBlocks([
        ['bash', 'git fetch upstream && git rebase upstream/develop'],
        ['bash', 'git push --force-with-lease'],
      ]);
      expect(check({'faq/bounties.md': split}).problems).toEqual([]);
      const resumed = pageWithBlocks([
        ['bash', 'git add src/index.ts\ngit rebase --continue\ngit push --force-with-lease'],
      ]);
      expect(check({'faq/bounties.md': resumed}).problems).toEqual([]);
    });
  });
});
