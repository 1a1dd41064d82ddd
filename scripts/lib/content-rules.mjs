// @ts-check
// What every page of the portal must be: the rules of CONTENT.md that a machine can check.
// `analyzePage` reads one page; `checkPages` applies the rules that need the whole tree
// (routes, links between pages, anchors, folder pages, section totals).
import fs from 'node:fs';
import path from 'node:path';
import {childrenOf, fileForRoute, isFolder, PROSE_QUOTAS, proseQuotaOf} from './routes.mjs';
import {loadTypeScript} from './typescript.mjs';

export const MIN_WORDS_PAGE = 300;
export const MIN_WORDS_FOLDER = 120;

/** Words that mark unfinished text. */
export const PLACEHOLDER = /\b(lorem ipsum|todo|tbd|coming soon|to be written)\b/i;

/**
 * Values the legacy facts disagree on, in the form we decided against (CONTENT.md, "Values we settled").
 * @type {{pattern: RegExp, use: string}[]}
 */
export const DISCARDED_VALUES = [
  {pattern: /Ѧ/u, use: 'write amounts as "25 SXP"'},
  {pattern: /\bark_mainnet\b/, use: 'swipechain_mainnet'},
  {pattern: /\bark(Client|Crypto)\.h\b/, use: 'swipechainClient.h / swipechainCrypto.h'},
  {
    pattern: /578e820911f24e039733b45e4882b73e301f813a0d2c31330dafda84534ffa23/,
    use: 'the mainnet nethash 6e84d08b…8988',
  },
  {pattern: /\bplugins?\.json\b/, use: 'plugins.js'},
  {pattern: /Wif:\s*186/, use: 'WIF prefix 0xaa (170)'},
  {pattern: /minFee(Pool|Broadcast)["']?\s*[:=]\s*1000\b/, use: 'minFeePool / minFeeBroadcast 3000'},
  {pattern: /\b(API v3|v3 API)\b/, use: 'API v2'},
  {
    pattern: /--(signatureVerify|signature-verify|skip-revert-round|skip-sign-verify)\b/,
    use: '--verifySignatures / --skipRestartRound',
  },
  {pattern: /\b(arkx|boldninja|KAPU)\b/, use: 'neutral invented example names'},
  {
    pattern: /http:\/\/arduino\.esp8266\.com\b/,
    use: 'https://arduino.esp8266.com/… (the board index names the toolchain to download)',
  },
];

const CODE_LANGUAGE = /^[a-z0-9+#-]+$/i;

// Front matter `applies_to` has one implementation, src/lib/appliesTo.ts, shared with the theme.
const appliesTo = /** @type {typeof import('../../src/lib/appliesTo')} */ (
  loadTypeScript(new URL('../../src/lib/appliesTo.ts', import.meta.url))
);
// Pages are read as the build reads them: front matter, MDX tree, heading ids, prose words.
const pageModel = /** @type {typeof import('../../plugins/page-model')} */ (
  loadTypeScript(new URL('../../plugins/page-model/index.ts', import.meta.url))
);
const {plainText, walk} = pageModel;

/**
 * The releases the site documents: the folders of `docs/releases/`, read as the build reads them.
 * @type {typeof import('../../plugins/site-content/releases').documentedReleases}
 */
export const documentedReleases = /** @type {typeof import('../../plugins/site-content/releases')} */ (
  loadTypeScript(new URL('../../plugins/site-content/releases.ts', import.meta.url))
).documentedReleases;

/** A migration guide, named for the release it starts from and the one it ends on (`releases/v2.1/migrating_2.0_2.1.md`). */
const MIGRATION_GUIDE = /^releases\/[^/]+\/migrating_(\d+\.\d+)_(\d+\.\d+)\.mdx?$/;
/** The last release that served API v1: v1 was removed in 2.5 (FACTS.md 6.1, 7.7). */
export const LAST_RELEASE_WITH_API_V1 = '2.4';
/** `SWIPECHAIN_*` environment variables became `CORE_*` in 2.1 (FACTS.md 2.6, 7.3). */
export const FIRST_RELEASE_WITH_CORE_ENV = '2.1';

/**
 * Saving the wallets at shutdown: Core stored them in the `wallets` table, which 2.3 removed (FACTS.md
 * 7.5), so a sentence that says so must name the release it holds for.
 */
const SAVES_WALLETS = /\bsav(?:es?|ing)\s+(?:(?:the|its|their)\s+)?wallets\b/i;
/** The release up to which the wallets were saved. */
const LAST_RELEASE_WITH_WALLETS_TABLE = /\b2\.2\b/;

/**
 * A sentence that says block IDs are full SHA-256 hashes. They are only from the height of the `block.idFullSha256`
 * milestone (FACTS.md 1.2; devnet 1,895,000), not since the release that brought it: older blocks can keep numeric
 * IDs, and code that accepts only 64 hex characters rejects them. So the sentence, or its table row, names the
 * milestone. A dot inside a number ("2.3") does not end the sentence.
 */
const FULL_SHA_BLOCK_IDS =
  /\bids?\b(?:[^.;]|\.(?=\S))*?\bfull\s+SHA-?256\b|\bfull\s+SHA-?256\b(?:[^.;]|\.(?=\S))*?\bids?\b/i;
const ID_MILESTONE = /\bidFullSha256\b|\bmilestones?\b/i;

/**
 * A transaction builder given a fixed nonce in a code block (`.nonce("1")`). From the AIP11 milestone a node accepts
 * only the sender's last nonce plus one (FACTS.md 5.1), so a copied example fails for every wallet with a history,
 * unless the line says in a comment why the number is fixed (a test that never sends the transaction).
 */
const FIXED_NONCE = /\.nonce\(\s*["'`]?\d+["'`]?\s*\)/;
const LINE_COMMENT = /\/\/|#/;

/** Reader-facing words about our sources. */
export const SOURCE_MENTION = /\b(?:legacy|old) (?:documentation|docs)\b/gi;

/**
 * A link to the firewall steps of the security guide. They allow SSH on 55555, the port that the
 * guide's earlier steps move SSH to, so a reader who jumps there with SSH on 22 is locked out.
 */
const UFW_SECTION_LINK = /(?:^|\/)secure\.md#(?:closing-ports-with-ufw|step-7-set-the-rules|step-8-enable-and-check)$/;
/**
 * The same steps named in prose without a link: "step 8 of the security guide", "steps 7 and 8 of How to
 * Secure Your Swipechain Node", "the security guide's step 7".
 */
const UFW_STEP_IN_PROSE =
  /\bsteps? (?:7|8)(?: (?:and|to|or) 8)? (?:of|in) (?:the )?(?:security guide|How to Secure Your Swipechain Node)\b|\b(?:the )?security guide's steps? (?:7|8)\b/i;
/** The security guide itself, whose firewall steps follow the steps that move SSH. */
const SECURITY_GUIDE = 'tutorials/node/secure.md';

/**
 * CLI commands that write a secret into the network's `.env` or `delegates.json`, files that other
 * accounts can read under the default umask until the page restricts them.
 */
const SECRET_COMMAND = /\bconfig:(?:database|forger)\b|\benv:set\s+\w*(?:KEY|TOKEN|DSN|PASSWORD|SECRET)\b/;
/** A command that makes a file or folder readable by its owner alone, with the path it acts on (a bare `chmod 600` names no file). */
const RESTRICT_COMMAND = /\bchmod\s+(?:-R\s+)?(?:600|700|go-rwx)\s+["']?[~/$\w.]/;

/**
 * A `swipechain` command line that carries a secret as a flag. A leading space keeps it out of the
 * shell history only: every account on the server reads a running command's arguments with `ps`.
 */
const SECRET_FLAG = /\bswipechain\s+[\w:]+\b[^\n`]*?(--(?:password|bip39|bip38))\b/;
/**
 * Such a flag in inline code on its own, with a placeholder value (`--password "<your BIP38 password>"`),
 * where the prose tells the reader to add it to a start command.
 */
const BARE_SECRET_FLAG = /^\s*(--(?:password|bip39|bip38))(?:=|\s+)["']?</;
/** The commands that take a secret flag and hand it on to the process they start. */
const START_COMMAND = /\b(?:forger|core):(?:start|run)\b/;
/** `env:set` with a secret's value as an argument: the same exposure while the command runs. */
const SECRET_ENV_SET = /\bswipechain\s+(env:set\s+\w*(?:KEY|TOKEN|DSN|PASSWORD|SECRET))\s+\S/;
/**
 * The tester of `core-tester-cli` takes the funding wallet's passphrases as flags (`-p`, `-s` or their
 * long forms), with the same exposure: the process list shows them for as long as the tester runs.
 * Only a placeholder (`"<passphrase>"`) counts: there the reader types a passphrase of their own, while
 * the genesis passphrases of a local testnet are public anyway.
 */
const TESTER_SECRET_FLAG =
  /(?:^|[\s;&|(])(?:\.\/)?bin\/tester\s+[\w-]+\b[^\n`]*?\s(-p|-s|--passphrase|--second-passphrase)(?:\s+|=)["']?</;
/** The page tells readers that the process list shows such a flag. */
const PROCESS_LIST_NOTE = /`ps`/;
/** Shell blocks, where a pasted block runs line by line. */
const SHELL_LANGUAGE = /^(?:bash|sh|shell|zsh|console)$/i;
/** A `read` that waits for a secret: its flags include `-s` (no echo). */
const SECRET_READ = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?read\s+(?:-\w+\s+)*-\w*s\w*\b/;
/** A `--password` flag whose value is in double quotes (not a variable such as "$PASSWORD"). */
const DOUBLE_QUOTED_PASSWORD = /(?:^|\s)--password(?:=|\s+)"(?!\$)/;
/**
 * A `read` with `-p` among its flags. In bash, `-p` prints a prompt; in zsh, the default shell of macOS, it reads
 * from the coprocess instead, so the command fails and the variable stays empty (a passphrase never set).
 */
const READ_PROMPT_FLAG = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?read\s+(?:-\w+\s+)*-\w*p\w*\b/;
/**
 * An install that runs package scripts: npm, Yarn (`yarn setup` installs too), Lerna, pip, gem and Composer run
 * the scripts of the packages they fetch with the shell's environment, so an exported secret reaches them.
 */
const INSTALL_COMMAND =
  /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(?:sudo\s+(?:-\S+\s+)*)?(npm\s+(?:install|i|ci|add)|yarn(?:\s+global)?\s+add|yarn\s+(?:install|setup)|lerna\s+(?:add|bootstrap)|pip3?\s+install|python3?\s+-m\s+pip\s+install|gem\s+install|composer\s+(?:require|install))\b/;
/**
 * The variables a `read -s` command fills: the words after its options, up to the end of that command.
 * `-p`, `-t`, `-d`, `-n`, `-N`, `-u` and `-i` take an argument, which is skipped.
 * @param {string} line
 * @returns {string[]}
 */
export function secretReadNames(line) {
  const hit = SECRET_READ.exec(line);
  if (!hit) return [];
  const rest = line.slice(hit.index + hit[0].length).replace(/"[^"]*"|'[^']*'/g, '""');
  const command = rest.split(/&&|\|\||[;|]/)[0] ?? '';
  const flags = hit[0].match(/-\w+/g) ?? [];
  const tokens = command.trim().split(/\s+/).filter(Boolean);
  /** @type {string[]} */
  const names = [];
  let skip = flags.length > 0 && /[ptdnNui]$/.test(flags[flags.length - 1] ?? '');
  for (const token of tokens) {
    if (skip) {
      skip = false;
      continue;
    }
    if (token.startsWith('-')) {
      skip = /[ptdnNui]$/.test(token);
      continue;
    }
    if (/^[A-Za-z_]\w*$/.test(token)) names.push(token);
  }
  return names;
}
/**
 * An env file loaded into the environment: `set -a` (or `set -o allexport`) and `set +a` switch export of every
 * variable a later `.`/`source` sets on and off; `export $(cat file.env)` (or `grep … file.env | xargs`) exports
 * them directly. The node's `.env` holds the database password, so a loaded file counts as an exported secret.
 */
const ALLEXPORT_ON = /(?:^|[;&|(]\s*)\s*set\s+(?:-a|-o\s+allexport)\b/g;
const ALLEXPORT_OFF = /(?:^|[;&|(]\s*)\s*set\s+(?:\+a|\+o\s+allexport)\b/g;
const ENV_FILE_SOURCE = /(?:^|[;&|(]\s*)\s*(?:\.|source)\s+("?)([^\s;&|)"]*\.env)\1(?=$|[\s;&|)])/g;
const ENV_FILE_EXPORT = /(?:^|[;&|(]\s*)\s*export\s+\$\([^)]*?([^\s;&|)"']*\.env)\b[^)]*\)/g;
/**
 * The line without its subshell groups `( … )`; command substitutions `$( … )` stay, since `export $(cat .env)` exports.
 * @param {string} line
 */
function withoutSubshells(line) {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '(' && line[i - 1] !== '$') {
      let depth = 0;
      let j = i;
      for (; j < line.length; j++) {
        if (line[j] === '(') depth++;
        else if (line[j] === ')' && --depth === 0) break;
      }
      i = j;
      continue;
    }
    out += line[i];
  }
  return out;
}
/**
 * The env files a command line loads into the environment of its shell, with `allexport` on or off at its end. A
 * line that is one subshell, `( … )`, loads nothing into the shell that pastes it.
 * @param {string} line
 * @param {boolean} allexport whether `set -a` is on at the start of the line
 * @returns {{files: string[], allexport: boolean}}
 */
export function envFileLoads(line, allexport) {
  const trimmed = line.trim();
  if (/^\(/.test(trimmed) && /\)$/.test(trimmed)) return {files: [], allexport};
  // A subshell later on the line (`yarn setup && (set -a && . file && set +a && yarn relay:MyNet)`) loads nothing
  // into the pasting shell either: drop each `( … )` group, but keep command substitutions `$( … )`.
  line = withoutSubshells(line);
  /** @type {{index: number, kind: 'on' | 'off' | 'source' | 'export', file?: string}[]} */
  const events = [];
  for (const m of line.matchAll(ALLEXPORT_ON)) events.push({index: m.index ?? 0, kind: 'on'});
  for (const m of line.matchAll(ALLEXPORT_OFF)) events.push({index: m.index ?? 0, kind: 'off'});
  for (const m of line.matchAll(ENV_FILE_SOURCE)) events.push({index: m.index ?? 0, kind: 'source', file: m[2]});
  for (const m of line.matchAll(ENV_FILE_EXPORT)) events.push({index: m.index ?? 0, kind: 'export', file: m[1]});
  events.sort((a, b) => a.index - b.index);
  /** @type {string[]} */
  const files = [];
  let on = allexport;
  for (const event of events) {
    if (event.kind === 'on') on = true;
    else if (event.kind === 'off') on = false;
    else if (event.file && (event.kind === 'export' || on)) files.push(event.file);
  }
  return {files, allexport: on};
}
/** The names an `export` or `unset` on a command line lists (not `export NAME=value`). */
const EXPORT_NAMES = /(?:^|[;&|(]\s*)\s*export\s+((?:[A-Za-z_]\w*\s*)+)(?=$|[;&|#])/g;
const UNSET_NAMES = /(?:^|[;&|(]\s*)\s*unset\s+(?:-v\s+)?((?:[A-Za-z_]\w*\s*)+)(?=$|[;&|#])/g;

/**
 * A chmod that names the mainnet folder of a secrets file. On devnet or another network it fails, and the commands
 * pasted after it in the same block still run (a forger start among them), while that network's file stays readable.
 */
const MAINNET_CHMOD =
  /(?:^|[;&|(]\s*)\s*(?:\$\s+)?chmod\s+(?:-R\s+)?(?:600|700|go-rwx)\s+[^\n#]*swipechain-core\/mainnet\b/;
/** A read-only look at the file after its chmod, which fails as visibly as the chmod itself. */
const PERMISSION_CHECK = /^\s*(?:\$\s+)?(?:stat|ls)\b/;

/**
 * Other commands that stop and wait for the reader at the terminal: `ufw enable` (its y/n question about
 * SSH), `adduser` and `passwd` (a password), `createuser --pwprompt`, `ssh-keygen` without `-N` (a key
 * file and a passphrase), `su` (a password, unless `root` runs it), an editor, and the `swipechain config:*`
 * commands that ask when given no flags.
 * Pasted whole, a block hands the lines after such a command to its prompt (or to the editor's file),
 * so they never run as commands: the firewall stays off, the password is a pasted line.
 */
const INTERACTIVE_COMMAND =
  /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(?:sudo\s+(?:-u\s+\S+\s+)?)?(ufw\s+enable\b|adduser\b|passwd\b|su\b|createuser\b[^\n#]*\s(?:--pwprompt|-P)\b|ssh-keygen\b(?![^\n#]*\s-N\b)|(?:nano|vim?)\s|swipechain\s+config:(?:database|forger(?::bip3[89])?|publish)\s*$)/;

/**
 * A command that may ask for a confirmation: `config:reset` overwrites the network's configuration, and
 * its documented flags (FACTS.md 2.2) do not say whether it asks first. `update` installs a new release,
 * and FACTS.md lists no flags for it at all; if it asks, a pasted restart line answers no and the update
 * is cancelled while the new release's `plugins.js` is already in place. Pasted whole, a block would hand
 * the next line to such a question, so the command ends its block whatever the answer is.
 */
const MAY_ASK_COMMAND = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(swipechain\s+(?:config:reset|update)\b)/;

/**
 * Commands that can stop with a question although their line does not look interactive. Pasted whole, a
 * block hands the next line to that question. The deployer's `install-node` asks for what its flags leave
 * out unless it runs with `--non-interactive` (FACTS.md 9.6 gives that flag for scripted installs). `gpg`
 * writing a file with `-o` asks before it overwrites the file of an earlier run, unless `--yes` answers for
 * it. An `apt-get install` of VirtualBox builds kernel modules, and under Secure Boot Ubuntu then opens a
 * dialog for a Machine Owner Key password, `-y` or not. A connection to another server (`ssh`, `scp`,
 * `ssh-copy-id`, `rsync` to `user@host:`) asks to confirm the host key of a server it has not met and, where
 * no key is installed, for the account's password; `-o BatchMode=yes` makes it fail instead of asking.
 */
const REMOTE_UNLESS = /\sBatchMode=(?:yes|true)\b/i;
const REMOTE_ASKS = "asks to confirm a new server's host key, and for a password where no key is installed";
const QUESTION_COMMANDS = [
  {
    pattern: /\bbridgechain\.sh\s+install-node\b/,
    unless: /\s--non-interactive\b/,
    name: 'bridgechain.sh install-node',
    asks: 'asks for what its flags leave out unless it runs with --non-interactive',
  },
  {
    pattern: /\bgpg\b[^\n]*\s(?:-o|--output)(?:\s|=)/,
    unless: /\s--yes\b/,
    name: 'gpg -o',
    asks: 'asks before it overwrites the file of an earlier run unless it runs with --yes',
  },
  {
    pattern: /\bapt(?:-get)?\s+install\b[^\n]*\svirtualbox\b/,
    unless: null,
    name: 'apt-get install virtualbox',
    asks: 'opens a Machine Owner Key password dialog under Secure Boot, even with -y',
  },
  {
    pattern: /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(?:sudo\s+)?ssh\s/,
    unless: REMOTE_UNLESS,
    name: 'ssh',
    asks: REMOTE_ASKS,
  },
  {
    pattern: /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(?:sudo\s+)?scp\s/,
    unless: REMOTE_UNLESS,
    name: 'scp',
    asks: REMOTE_ASKS,
  },
  {
    pattern: /(?:^|[;&|(]\s*)\s*(?:\$\s+)?ssh-copy-id\s/,
    unless: REMOTE_UNLESS,
    name: 'ssh-copy-id',
    asks: REMOTE_ASKS,
  },
  {
    pattern: /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(?:sudo\s+)?rsync\s.*\s[\w.-]+@[\w.-]+:/,
    unless: REMOTE_UNLESS,
    name: 'rsync to another server',
    asks: REMOTE_ASKS,
  },
];

/**
 * A switch to another user with `su` (`su - swipechain`, `sudo su - swipechain`). That user has not used `sudo` in
 * its new shell yet, so its first `sudo` asks for the password. A block pasted whole then hands its next lines to
 * that prompt as password attempts: sudo gives up after three, the commands they held never run, and a later
 * `sudo ufw enable` that asks again turns the firewall on without the rules meant to come before it.
 */
const SU_SWITCH = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(?:sudo\s+)?su\b/;
/** A command run through `sudo`. */
const SUDO_COMMAND = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?sudo\s/;

/**
 * A setting stored with the CLI, and a restart of the relay or the forger after it in the same block. How to
 * restart depends on how the node runs: a node started with `core:start` runs relay and forger as one process,
 * which `relay:restart` and `forger:restart` do not restart, so the new value never takes effect there.
 */
const ENV_SET = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?swipechain\s+env:set\b/;
const SEPARATE_RESTART = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?swipechain\s+((?:relay|forger):restart)\b/;
/**
 * The restart of a node started with `core:start`. A page that stores a setting with `env:set` names it: the node
 * reads `.env` only at start-up (FACTS.md 2.14), so a value set without a restart never takes effect, and a page
 * that names only `relay:restart` leaves a `core:start` node on the old value.
 */
const CORE_RESTART = /\bcore:restart\b/;
/**
 * Prose that tells the reader to restart the relay, or names `relay:restart` or `forger:restart`. A node started with
 * `core:start` runs relay and forger as one process, which those commands leave alone, so the section that says it
 * names `core:restart` as well. Advice about Core Commander or pm2 (2.0 and 2.1, or processes by name) and an
 * update's offer to restart (answered, not run) are left alone.
 */
const RELAY_RESTART_PROSE = /\brestart(?:s|ing)?\s+(?:the|your)\s+relay\b|\b(?:relay|forger):restart\b/i;
const RESTART_PROSE_UNLESS = /\bCommander\b|\bpm2\b|\boffers?\s+to\b/i;

/**
 * A lookup whose output the reader reads to choose the next command: the published versions of a package, from
 * which the reader picks the one for the node's release. Pasted whole, a block runs what follows before the choice.
 */
const VERSION_LOOKUP = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?((?:yarn\s+info|npm\s+(?:view|info|show))\s+\S+\s+versions)\b/;

/**
 * A command that keeps following a log until the reader presses Ctrl+C: the CLI's `relay:log`, `forger:log` and
 * `core:log` (`--error` too), `pm2 logs` (unless `--nostream`), inside a container or not, and the `-f` forms of
 * `tail`, `journalctl` and `docker logs`. It never returns by itself, so a block pasted whole types its next lines
 * into the terminal while the log runs, and the reader who stops the log with Ctrl+C may lose them or run them
 * without reading the log first: a log the commands before it are meant to be checked by comes after them.
 */
const FOLLOW_COMMAND =
  /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(?:docker\s+exec\s+(?:-\S+\s+)*\S+\s+)?(swipechain\s+(?:relay|forger|core):log\b|pm2\s+logs?\b(?![^\n#]*--nostream)|tail\b[^\n#|;&]*\s(?:-[a-zA-Z]*f\b|-F\b|--follow\b)|journalctl\b[^\n#|;&]*\s(?:-[a-zA-Z]*f\b|--follow\b)|docker(?:-compose|\s+compose)?\s+logs\b[^\n#|;&]*\s(?:-[a-zA-Z]*f\b|--follow\b))/;

/**
 * A sentence that says `snapshot:verify` checks signatures. It does so only with `--verifySignatures`: by default it
 * checks that the blocks chain together (the CLI reference and the snapshot tutorial), so the sentence names the flag.
 */
const VERIFY_CHECKS_SIGNATURES = /\bsnapshot:verify\b[^.;]*?\b(?:checks?|verif(?:y|ies))\b[^.;]*?\bsignatures?\b/i;
const VERIFY_SIGNATURES_FLAG = /--verifySignatures\b/;

/**
 * `lerna add` or `yarn add` (not `yarn global add`) of a Core package without `--dev`. A node provides the
 * Core packages a plugin imports, and the plugin must use the node's copies (FACTS.md 2.9 adds dependencies
 * with `--dev`): a published plugin that lists them as runtime dependencies can get copies of its own, whose
 * `app` is not the node's. Pinning `yarn add` to the node's release does not help for long: once the node
 * moves to a later patch release, the pinned version is another copy.
 */
const CORE_RUNTIME_DEPENDENCY = /\b(lerna|yarn)\s+add\s+(?:-[\w-]+(?:=\S+)?\s+)*["']?(@swipechain\/core-[\w-]+)/;
/** The flags that keep a package out of the runtime dependencies. */
const DEV_DEPENDENCY_FLAG = /\s(?:--dev|-D|--peer)\b/;

/** An install by npm, Yarn or Lerna, with the arguments that follow it up to the end of that command. */
const PACKAGE_INSTALL =
  /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(?:npx\s+)?(npm\s+(?:install|i|add)|yarn(?:\s+global)?\s+add|lerna\s+add)\s+([^;&|]*)/g;
/**
 * The tools that load the TypeScript compiler. Installed together with `typescript` and without versions, they
 * take the newest release of each, and the newest TypeScript (7, the native port) is one that ts-jest does not
 * accept (its peer range ends below 7) and TSLint cannot load.
 */
const TYPESCRIPT_COMPILER_USERS = ['ts-jest', 'tslint'];

/**
 * The unpinned tools of an install command that adds `typescript` together with ts-jest or TSLint: the packages
 * among `typescript`, `ts-jest` and `tslint` that it names without an `@version`. Empty when it pins all of them,
 * or when it does not install TypeScript with one of the others.
 * @param {string} command one logical command
 * @returns {string[]}
 */
export function unpinnedTypescriptTools(command) {
  /** @type {Map<string, boolean>} each tool named, and whether it has a version */
  const tools = new Map();
  for (const match of command.replace(/\s#.*$/, '').matchAll(PACKAGE_INSTALL))
    for (const word of (match[2] ?? '').trim().split(/\s+/)) {
      const arg = word.replace(/^["']|["']$/g, '');
      if (!arg || arg.startsWith('-')) continue;
      const at = arg.indexOf('@', 1);
      const name = at < 0 ? arg : arg.slice(0, at);
      if (name === 'typescript' || TYPESCRIPT_COMPILER_USERS.includes(name)) tools.set(name, at >= 0);
    }
  if (!tools.has('typescript') || !TYPESCRIPT_COMPILER_USERS.some((tool) => tools.has(tool))) return [];
  return [...tools.entries()].filter(([, pinned]) => !pinned).map(([name]) => name);
}

/**
 * A chmod of a file inside the Core 2.0 configuration folder (`~/.swipechain/config/delegates.json`), when
 * the same command leaves out `~/.swipechain/.env`, which holds the database password beside that folder.
 */
const CONFIG_FILE_CHMOD =
  /\bchmod\s+(?:-R\s+)?(?:[0-7]{3,4}|[ugoa]*[-+=][rwxX]+)\s+[^\n;&|`]*?["']?(?:~|\$HOME)\/\.swipechain\/config\/[\w.-]+/;
/** The 2.0 `.env`, named in the same chmod. */
const OLD_ENV_PATH = /(?:~|\$HOME)\/\.swipechain\/\.env\b/;

/**
 * A chmod of the Core 2.0 configuration folder itself. On 2.0 the `.env` with the database password
 * sits beside that folder, in `~/.swipechain/.env`, so restricting `~/.swipechain/config` leaves it open.
 */
const CONFIG_ONLY_CHMOD =
  /\bchmod\s+(?:-R\s+)?(?:[0-7]{3,4}|[ugoa]*[-+=][rwxX]+)\s+["']?(?:~|\$HOME)\/\.swipechain\/config\/?(?=["'`\s;&|)]|$)/;

/**
 * A chmod whose mode lets the group or other accounts read what it names: a numeric mode with the read
 * bit in the group or other digit (`644`, `755`), or a symbolic clause that adds or sets `r` for `g`, `o`,
 * `a` or nobody named (`go+rX`, `+r`, `a=r`).
 */
const CHMOD_COMMAND =
  /\bchmod\s+(?:-[a-zA-Z]+\s+)*([0-7]{3,4}|[ugoa]*[-+=][rwxXst]*(?:,[ugoa]*[-+=][rwxXst]*)*)\s+([^\n;&|`]+)/;

/** A secret's file or folder: the Docker forger's `enc`, an `.env` or compose env file, `delegates.json`, a config folder. */
const SECRET_TARGET =
  /^(?:(?:.*\/)?(?:enc|[\w$.-]*\.env|delegates\.json)|(?:~|\$HOME)\/\.config\/swipechain-core(?:\/.*)?|(?:~|\$HOME)\/\.swipechain(?:\/.*)?)$/;

/**
 * @param {string} mode
 * @returns {boolean}
 */
function modeOpensRead(mode) {
  if (/^[0-7]+$/.test(mode)) {
    const digits = mode.slice(-3);
    return [digits[1], digits[2]].some((d) => (Number(d) & 4) === 4);
  }
  return mode.split(',').some((clause) => {
    const m = /^([ugoa]*)([-+=])([rwxXst]*)$/.exec(clause);
    if (!m || m[2] === '-' || !(m[3] ?? '').includes('r')) return false;
    const who = m[1] ?? '';
    return who === '' || /[goa]/.test(who);
  });
}

/**
 * The secret a chmod opens to other accounts, if it does.
 * @param {string} text
 * @returns {{command: string, target: string} | null}
 */
export function chmodOpeningSecret(text) {
  const hit = CHMOD_COMMAND.exec(text);
  if (!hit || !modeOpensRead(hit[1] ?? '')) return null;
  const target = (hit[2] ?? '')
    .trim()
    .split(/\s+/)
    .map((t) => t.replace(/^["']|["')]$/g, '').replace(/\/$/, ''))
    .find((t) => SECRET_TARGET.test(t));
  return target ? {command: hit[0].trim(), target} : null;
}

/** A Swipechain C++ library in a PlatformIO `lib_deps` list without an `@version`. */
const UNPINNED_CPP_LIBRARY = /\b(Swipechain-Cpp-(?:Client|Crypto))\b(?!\s*@)/;

/**
 * A variable that acts on presence, not on value: any non-empty value counts as set (the plugin
 * entries pass the text on as it is), so setting it to `false` does the opposite of what it says.
 */
const PRESENCE_SWITCH_FALSE =
  /\b((?:CORE|SWIPECHAIN)_[A-Z0-9_]*(?:ENABLED|DISABLED)|CORE_API_RATE_LIMIT)(?:\s*=\s*|\s+)["']?false\b/;

/** A command whose output the reader must read before going on: a process list, a status, a tag. */
const CHECK_COMMAND =
  /^\s*(?:\$\s+)?(?:pm2\s+(?:status|list|ls|describe)\b|swipechain\s+(?:top|forger:status)\b|git\s+(?:describe|status)\b)/;
/** A stop of Core's processes: it can fail, and `relay:stop`/`forger:stop` leave a `core:start` process running. */
const STOP_COMMAND = /^\s*(?:\$\s+)?swipechain\s+(?:relay|forger|core):stop\b/;
/** A step that cannot be undone: deleting folders, a database or its data. */
const DESTRUCTIVE_COMMAND =
  /\brm\s+-(?:rf|fr|Rf|fR)\b|\bdropdb\b|\bsnapshot:truncate\b|--truncate\b|\bdocker-compose\s+down\b[^\n]*\s-v\b/;

/**
 * The relay start and the forger start of a node that runs them as separate processes. Not every reader who
 * starts the relay runs a forger, and a forger whose secret is stored with BIP38 needs `--password` on its start
 * command; `forger:start` does not replace a forger that is already running, so a plain start pasted with the relay
 * leaves that forger without its password. The two starts go in blocks of their own, the forger's alternatives each
 * in its own block with the condition in prose.
 */
const RELAY_START = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?swipechain\s+relay:start\b/;
const FORGER_START = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?swipechain\s+forger:start\b/;

/**
 * A database dump piped straight into a compressor. The line reports the compressor's exit status, so a dump that
 * fails (a wrong user or database name, a container that is not running) still leaves a small, valid archive and
 * no error at the prompt, and a reader who goes on to a destructive step has lost the only copy. `set -o pipefail`
 * in the block makes the failure show and is left alone.
 */
const DUMP_PIPED_TO_COMPRESSOR = /\b(pg_dump(?:all)?)\b[^|#]*\|\s*(gzip|pigz|bzip2|xz|zstd|lz4)\b/;
/** A block that makes a pipeline fail when any of its commands fails. */
const PIPEFAIL = /\bpipefail\b/;

/**
 * A build of Core or a plugin from its sources, and a command that starts the node. A build that fails leaves the
 * previous build's code in place (a plugin's old `dist/`), so a start that does not depend on the build's success
 * runs that old code. `yarn setup` (install and build) counts as a build.
 */
const SOURCE_BUILD =
  /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(?:yarn\s+(?:run\s+)?(?:build|setup)|npm\s+run\s+build|(?:npx\s+)?lerna\s+run\s+build|(?:npx\s+)?tsc)(?=$|[\s;&|)])/;
const NODE_START =
  /\byarn\s+(?:run\s+)?(?:full|start|relay|forger):[\w.-]+|\bswipechain\s+(?:core|relay|forger):(?:run|start)\b/;

/** A shell line that goes on with the next: it ends with a backslash, `&&`, `||` or a pipe. */
const CONTINUES = /(?:\\|&&|\|\||\|)\s*$/;

/**
 * A build followed, in the same shell block, by a start of the node that `&&` does not make depend on it: pasted
 * whole, the block starts the node with the previous build when the build fails. The block's commands are read as
 * statements: lines that end with `&&`, `||`, `|` or a backslash go on with the next, and `;` separates two statements.
 * Returns the line indexes of the build and of the start, or null.
 * @param {string[]} lines
 * @returns {{build: number, start: number} | null}
 */
export function unchainedBuildStart(lines) {
  /** @type {{text: string, line: number}[]} */
  const statements = [];
  let text = '';
  let first = -1;
  lines.forEach((line, index) => {
    if (!line.trim() || !isCommandLine(line)) return;
    if (first < 0) first = index;
    text += ` ${line.replace(/\s#.*$/, '')}`;
    if (CONTINUES.test(line)) return;
    for (const part of text.split(';')) statements.push({text: part, line: first});
    text = '';
    first = -1;
  });
  if (text) for (const part of text.split(';')) statements.push({text: part, line: first});
  const build = statements.findIndex((statement) => SOURCE_BUILD.test(statement.text));
  if (build < 0) return null;
  const start = statements.findIndex((statement, i) => i > build && NODE_START.test(statement.text));
  return start < 0 ? null : {build: statements[build]?.line ?? 0, start: statements[start]?.line ?? 0};
}

/** A code line that runs something: not a shell comment. @param {string} line */
const isCommandLine = (line) => !line.trim().startsWith('#');

/**
 * One logical command of a code block as one line: its lines from `start` to `end`, the trailing
 * backslashes that continue it removed.
 * @param {string[]} lines
 * @param {number} start
 * @param {number} end
 */
function commandText(lines, start, end) {
  return lines
    .slice(start, end + 1)
    .map((line, i) => (start + i < end ? line.replace(/\\\s*$/, '') : line))
    .join(' ');
}

/**
 * The first command line of the page's shell blocks that matches `command`, in blocks whose code passes
 * `inBlock` (every block by default), or null.
 * @param {any} tree
 * @param {RegExp} command
 * @param {(value: string) => boolean} [inBlock]
 * @returns {{node: any, index: number} | null}
 */
function firstShellCommand(tree, command, inBlock = () => true) {
  /** @type {{node: any, index: number} | null} */
  let found = null;
  walk(tree, (node) => {
    if (found || node.type !== 'code' || !SHELL_LANGUAGE.test(node.lang ?? '')) return;
    const value = node.value ?? '';
    if (!inBlock(value)) return;
    const index = value.split('\n').findIndex((/** @type {string} */ l) => isCommandLine(l) && command.test(l));
    if (index >= 0) found = {node, index};
  });
  return found;
}

/**
 * What a reader runs from a code node, each with its page line: every command line of a shell block, or the value
 * of an inline code span; nothing for other nodes.
 * @param {any} node
 * @param {(node: any) => number} lineOf the page line of a node
 * @returns {{text: string, line: number}[]}
 */
function commandTexts(node, lineOf) {
  if (node.type === 'inlineCode') return [{text: node.value ?? '', line: lineOf(node)}];
  if (node.type !== 'code' || !SHELL_LANGUAGE.test(node.lang ?? '')) return [];
  // A fenced block's text starts on the line after its opening fence.
  const first = lineOf(node) + 1;
  return (node.value ?? '')
    .split('\n')
    .flatMap((/** @type {string} */ text, /** @type {number} */ index) =>
      isCommandLine(text) ? [{text, line: first + index}] : [],
    );
}

/**
 * Reports each paragraph or table cell that makes a claim true for some releases only (`claim`)
 * without naming the release or milestone it starts or ends with (`release`). With `rows`, a table row is
 * read whole instead of cell by cell, for claims whose field sits in one cell and its release in the next;
 * its cells are joined with " | " so that no cell's words run into the next one's.
 * @param {any} tree
 * @param {{line: number, message: string}[]} problems
 * @param {(node: any) => number} lineOf the page line of a node
 * @param {RegExp} claim
 * @param {RegExp} release
 * @param {(claim: string) => string} message
 * @param {{rows?: boolean}} [options]
 */
function claimsNamingRelease(tree, problems, lineOf, claim, release, message, {rows = false} = {}) {
  const unit = rows ? 'tableRow' : 'tableCell';
  walk(tree, (/** @type {any} */ node) => {
    if (node.type !== 'paragraph' && node.type !== unit) return;
    const text =
      node.type === 'tableRow'
        ? (node.children ?? []).map((/** @type {any} */ c) => plainText(c)).join(' | ')
        : plainText(node);
    const hit = claim.exec(text);
    if (hit && !release.test(text)) problems.push({line: lineOf(node), message: message(hit[0])});
    return false;
  });
}

/**
 * The index of the first line after `from` that runs an irreversible step (comments left out), or
 * -1; -1 too when `from` is -1 (no line to follow).
 * @param {string[]} lines
 * @param {number} from
 */
function destructiveAfter(lines, from) {
  return commandAfter(lines, from, (l) => DESTRUCTIVE_COMMAND.test(l));
}

/**
 * The index of the first command line after line `from` that `matches` (-1 when there is none, or
 * when `from` is -1: no first command, nothing after it).
 * @param {string[]} lines
 * @param {number} from
 * @param {(line: string) => boolean} matches
 */
function commandAfter(lines, from, matches) {
  if (from < 0) return -1;
  return lines.findIndex((l, i) => i > from && l.trim() !== '' && isCommandLine(l) && matches(l));
}

/**
 * "Wallets live only in memory": true from 2.3, which removed the `wallets` table that Core wrote up to 2.2
 * (FACTS.md 7.5, 2.14), so the sentence must name the release it starts with.
 */
const WALLETS_ONLY_IN_MEMORY =
  /\bwallets\s+(?:live|are\s+kept|are\s+held|exist)\s+(?:only\s+in\s+memory|in\s+memory\s+only)\b/i;
/** The release that removed the `wallets` table. */
const FIRST_RELEASE_WITHOUT_WALLETS_TABLE = /\b2\.3\b/;

/**
 * The AIP11 format tied to the release: `nonce`, `typeGroup` or AIP11 in the same sentence as "Core 2.6 and later",
 * "since 2.6" or "from 2.6". The AIP11 format starts at a milestone height of a 2.6 network, not when its nodes
 * install 2.6 (FACTS.md 7.8), so a 2.6 network below that height, a fresh local testnet among them, has
 * transactions without them; the paragraph or table row must name the milestone.
 */
const AIP11_RELEASE = String.raw`\b(?:(?:Core\s+)?2\.6\s+and\s+later|(?:since|from)\s+(?:Core\s+)?2\.6)\b`;
const AIP11_FIELD = String.raw`\b(?:nonce|typeGroup|AIP11)\b`;
const AIP11_FIELD_BY_RELEASE = new RegExp(
  `${AIP11_FIELD}[^.]*?${AIP11_RELEASE}|${AIP11_RELEASE}[^.]*?${AIP11_FIELD}`,
  'i',
);
/** The milestone at which the AIP11 format starts. */
const AIP11_MILESTONE = /\bmilestone\b/i;

/**
 * `pip install` into the system's Python. Debian 12, Ubuntu 23.04 and later and Arch Linux mark that Python as
 * managed by the distribution, and Homebrew marks its Python on macOS the same way (PEP 668), so the command
 * stops with `externally-managed-environment` and installs nothing.
 */
const PIP_INSTALL = /(?:^|[;&|(]\s*)\s*(?:\$\s+)?(?:sudo\s+(?:-H\s+)?)?(?:pip3?|python3?\s+-m\s+pip)\s+install\b/;
/** A block that creates or enters a virtual environment, where pip may install. */
const VIRTUAL_ENVIRONMENT = /\b(?:venv|virtualenv)\b|\bactivate\b/;
/** The page tells readers what to do where the system's Python refuses pip. */
const EXTERNALLY_MANAGED_NOTE = /externally-managed-environment/;

/**
 * An admonition title that marks unverified code but is not the one title readers and the checker
 * know it by: "Sketch", "Code sketch", "Illustrative Sketch", "Unverified" and the like. A title that
 * only mentions a sketch in a sentence ("A passphrase in a sketch is readable") is left alone.
 */
const SKETCH_TITLE = 'Illustrative sketch';
/** @param {string} title */
function isSketchMarker(title) {
  const words = title
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.includes('illustrative')) return true;
  if (/^(?:unverified|unconfirmed|not (?:verified|confirmed))\b/.test(words.join(' '))) return true;
  return words.includes('sketch') && words.length <= 2;
}

/**
 * Code that reads a wallet's nonce from the API's wallet answer (`.data.nonce` in jq or JavaScript,
 * `["data"]["nonce"]` in Python or PHP). The facts' wallet model has no `nonce` (FACTS.md 2.16), so the
 * field path is unconfirmed and belongs in the sketch box. Only a block that also names wallets counts:
 * a handler reading `transaction.data.nonce` reads a transaction, whose `nonce` is documented (FACTS.md 5.1).
 */
const WALLET_NONCE_READ = /\bdata\.nonce\b|\[\s*["']data["']\s*\]\s*\[\s*["']nonce["']\s*\]/;
/** The block is about a wallet: an API wallets path, an SDK wallets call or a variable named after one. */
const WALLET_CONTEXT = /\bwallets?\b/i;

/**
 * A secret exported into the shell (`read -rs SENDER_PASSPHRASE && export SENDER_PASSPHRASE`, or an
 * `export NAME=value`): every program the shell starts later inherits it, so the page says to `unset` it.
 */
const EXPORTED_SECRET = /\bexport\s+([A-Z0-9_]*(?:PASSPHRASE|PASSWORD|SECRET|MNEMONIC|TOKEN)[A-Z0-9_]*)\b/g;
/** pm2's `all`: every process pm2 runs for the user, not only Core's. `delete all` is the 2.1/2.2 upgrade step (FACTS.md 7.3, 7.4). */
const PM2_ALL = /\bpm2\s+(?:stop|restart|reload)\s+all\b/;
/** A sentence that names `pm2 … all` to warn against it. */
const NEGATED = /\b(?:not|never|would|instead of|rather than|avoid)\b/i;
/**
 * Code that reads the `data` key of an API answer: jq's `.data`, JavaScript's `.data`, `["data"]` in
 * Python, PHP or ArduinoJson, PHP's `->data`. FACTS.md names the pagination `meta` fields but not the
 * `data` key beside them (CONTENT.md), so the code sits in the sketch box or prose next to it says to check it.
 */
const API_DATA_READ = /\.data\b|\[\s*["']data["']\s*\]|->data\b/;
/** The block talks to the public API. */
const API_CONTEXT = /\/api\b|:4003\b/;

/**
 * A Python 2.7 setting for node-gyp written into a shell profile stays for every later install on the account, and
 * node-gyp 8 and later refuse Python 2: the page scopes it to the build or shows how to remove the line.
 */
const PYTHON_IN_PROFILE = /npm_config_python[^\n]*>>\s*~\/\.(?:bashrc|zshrc|profile|bash_profile)\b/;
const PYTHON_PROFILE_REMOVAL = /\/npm_config_python\/d/;
/** A rebase or merge (not its --abort, --continue or --skip) and a push in one block. */
const GIT_INTEGRATE =
  /\bgit\s+(?:pull\s+--rebase\b|rebase\b(?![^\n]*--(?:abort|continue|skip)\b)|merge\b(?![^\n]*--(?:abort|continue)\b))/;
const GIT_PUSH = /\bgit\s+push\b/;

/** Protocols a TLS server may enable. */
const SAFE_TLS = new Set(['tlsv1.2', 'tlsv1.3']);
/** What Apache's `SSLProtocol all` enables. */
const APACHE_ALL = ['SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];

/**
 * The protocols an nginx `ssl_protocols` or Apache `SSLProtocol` directive enables beyond TLS 1.2 and 1.3.
 * @param {'nginx' | 'apache'} kind
 * @param {string[]} tokens the directive's arguments
 */
function unsafeProtocols(kind, tokens) {
  if (kind === 'nginx') return tokens.filter((t) => !SAFE_TLS.has(t.toLowerCase()));
  /** @type {Set<string>} */
  let enabled = new Set();
  for (const token of tokens) {
    const [, sign = '', name = ''] = /^([+-]?)(.*)$/.exec(token) ?? [];
    const names = name.toLowerCase() === 'all' ? APACHE_ALL : [name];
    // mod_ssl: "+x" adds, "-x" removes, a bare name replaces what was set before.
    if (sign === '') enabled = new Set();
    for (const n of names) {
      if (sign === '-') enabled.delete(n.toLowerCase());
      else enabled.add(n.toLowerCase());
    }
  }
  const original = new Map(
    [...APACHE_ALL, ...tokens.map((t) => t.replace(/^[+-]/, ''))].map((n) => [n.toLowerCase(), n]),
  );
  return [...enabled].filter((n) => !SAFE_TLS.has(n)).map((n) => original.get(n) ?? n);
}

/**
 * TLS directives in one code block that enable anything older than TLS 1.2.
 * @param {string} code
 * @returns {{index: number, message: string}[]} index: the line within the block
 */
export function findWeakTls(code) {
  /** @type {{index: number, message: string}[]} */
  const found = [];
  const lines = code.split('\n').map((l) => l.replace(/#.*$/, ''));
  lines.forEach((line, index) => {
    const nginx = /\bssl_protocols\b([^;]*)/.exec(line);
    if (nginx) {
      // The directive may go on over several lines, up to its ";".
      let args = nginx[1] ?? '';
      for (let next = index + 1; !line.slice(nginx.index).includes(';') && next < lines.length; next += 1) {
        const more = lines[next] ?? '';
        args += ` ${more.split(';')[0]}`;
        if (more.includes(';')) break;
      }
      const unsafe = unsafeProtocols('nginx', args.trim().split(/\s+/).filter(Boolean));
      if (unsafe.length)
        found.push({
          index,
          message: `ssl_protocols enables ${unsafe.join(', ')}: allow only TLSv1.2 and TLSv1.3 (CONTENT.md)`,
        });
    }
    const apache = /^\s*SSLProtocol\s+(.+)$/i.exec(line);
    if (apache) {
      const unsafe = unsafeProtocols('apache', (apache[1] ?? '').trim().split(/\s+/));
      if (unsafe.length)
        found.push({
          index,
          message: `SSLProtocol enables ${unsafe.join(', ')}: write "SSLProtocol -all +TLSv1.2 +TLSv1.3" (CONTENT.md)`,
        });
    }
  });
  return found;
}

const API_URL =
  /\b(?:https?:\/\/[^\s"'`/]+|(?:localhost|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?)(\/api(?:\/[^\s"'`)\]},;]*)?)/g;
const REQUEST_LINE = /^\s*(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\/api(?:\/\S*)?)/;
/**
 * Not the public API: the webhooks API (port 4004, `/api/webhooks`) has its own routes, and a
 * Deployer BridgeChain node answers on port 4100 at `/api/` (FACTS.md 9.6).
 */
const OTHER_API = /:(?:4004|4100)\b|^\/api\/webhooks\b/;
/** A command-line HTTP client at the start of a command. */
const HTTP_COMMAND = /^\s*(?:\$\s*)?(?:sudo\s+)?(?:curl|wget|http|https)\s/m;
/** Code that sends HTTP requests itself (rather than through an SDK client, which picks the API version). */
const HTTP_CALL =
  /\bfetch\(|\bhttps?\.(?:get|request|Get|Post|Head|NewRequest)\b|\bhttp\.NewRequest\b|\baxios\b|\bgot\(|\brequests\.(?:get|post|put|delete|request)\b|\burllib\b|\bcurl_(?:init|setopt)\b|\bfile_get_contents\(|\bHttpClient\b|\bHttpRequest\b|\bURLSession\b|\bNet::HTTP\b|\bInvoke-(?:WebRequest|RestMethod)\b/;

/**
 * The logical commands of a code block's lines: each runs from its first line to the last of the
 * lines its trailing backslashes continue it over.
 * @param {string[]} lines
 * @returns {{start: number, end: number}[]} line indexes, both ends included
 */
export function logicalCommands(lines) {
  const commands = [];
  for (let start = 0; start < lines.length;) {
    let end = start;
    while (end < lines.length - 1 && /\\\s*$/.test(lines[end] ?? '')) end += 1;
    commands.push({start, end});
    start = end + 1;
  }
  return commands;
}

/**
 * HTTP examples in one code block whose requests to the public API name no version: neither a
 * `/api/v2/` path nor an `API-Version` header. Examples are curl, wget and HTTPie commands (each
 * with its continuation lines, carrying the header itself), HTTP request lines (`GET /api/…`), and
 * URLs in code that sends requests itself (`fetch`, `http.Get`, `requests.get` …; a header anywhere
 * in the block counts). A URL handed to an SDK client is not an HTTP example.
 * @param {string} code
 * @returns {{index: number, message: string}[]}
 */
export function findUnversionedApiRequests(code) {
  /** @type {{index: number, message: string}[]} */
  const found = [];
  const lines = code.split('\n');
  const blockHasHeader = /API-Version/i.test(code);
  const blockCallsHttp = HTTP_CALL.test(code);
  for (const {start, end} of logicalCommands(lines)) {
    const command = lines.slice(start, end + 1).join('\n');
    const isCommand = HTTP_COMMAND.test(command);
    for (let index = start; index <= end; index += 1) {
      const line = lines[index] ?? '';
      /** @type {[string, string, boolean][]} address as written, its path, whether the header counts */
      const paths = [];
      if (isCommand || blockCallsHttp) {
        for (const m of line.matchAll(API_URL)) {
          if (!OTHER_API.test(m[0]))
            paths.push([m[0], m[1] ?? '', isCommand ? /API-Version/i.test(command) : blockHasHeader]);
        }
      }
      const request = REQUEST_LINE.exec(line);
      if (request && !OTHER_API.test(request[1] ?? ''))
        paths.push([request[1] ?? '', request[1] ?? '', blockHasHeader]);
      for (const [address, apiPath, hasHeader] of paths) {
        if (/^\/api\/v2(?:\/|$)/.test(apiPath) || hasHeader) continue;
        found.push({
          index,
          message: `"${address}" names no API version: use a "/api/v2/…" path or send the header "API-Version: 2" (CONTENT.md)`,
        });
      }
    }
  }
  return found;
}

/**
 * The one release a heading, admonition title or tab label is marked for: "Core 2.0", "Core 2.0.19",
 * "Core v2.0" with no other release, "and later", "or newer" or "+" beside it. Null otherwise.
 * @param {string} text
 */
export function releaseMarker(text) {
  const match = /\bCore v?(\d+\.\d+)(?:\.(?:\d+|x))?(?!\.?\d)/i.exec(text);
  if (!match) return null;
  const rest = text.slice(0, match.index) + text.slice(match.index + match[0].length);
  if (/\d+\.\d+|\+|\b(?:and|or) (?:later|newer|above|up)\b|\bonwards?\b|\bfrom\b|\bsince\b|\bto\b/i.test(rest))
    return null;
  return match[1] ?? null;
}

/** @typedef {{line: number, message: string}} Problem */
/**
 * @typedef {{
 *   file: string,
 *   frontMatter: Record<string, any>,
 *   words: number,
 *   headings: {depth: number, text: string, id: string, explicit: boolean, line: number}[],
 *   links: {url: string, line: number}[],
 *   problems: Problem[],
 * }} PageReport
 */

/**
 * Analyse one page on its own: front matter, MDX validity, words, headings, code, placeholders,
 * and the version, safety and wording rules.
 * @param {string} file path used in messages
 * @param {string} source
 * @param {{releases?: string[]}} [options] releases: those the site documents (`documentedReleases`)
 * @returns {Promise<PageReport>}
 */
export async function analyzePage(file, source, {releases = []} = {}) {
  /** @type {Problem[]} */
  const problems = [];
  const page = pageModel.readPage(source);
  if (page.raw === null) problems.push({line: 1, message: 'no front matter block'});
  else if (page.frontMatterError) problems.push({line: 1, message: page.frontMatterError});
  const {frontMatter, lineOffset: offset} = page;

  /** @type {PageReport['links']} */
  const links = [];
  // Parsed once: the rules read this tree, and a copy of it goes through the rest of the compiler.
  const error = await pageModel.compileError(page);
  if (error || !page.ok) {
    problems.push({line: error?.line ?? 1, message: `does not compile as MDX: ${error?.message}`});
    return {file, frontMatter, words: 0, headings: [], links, problems};
  }
  const {tree, words} = page;
  /** @type {PageReport['headings']} */
  const headings = page.headings.map(({depth, text, id, explicit, line}) => ({depth, text, id, explicit, line}));
  walk(tree, (node) => {
    const line = (node.position?.start?.line ?? 1) + offset;
    if (node.type === 'code') {
      if (!node.lang) problems.push({line, message: 'fenced code block without a language'});
      else if (!CODE_LANGUAGE.test(node.lang))
        problems.push({line, message: `code block language "${node.lang}" is not a language name`});
    } else if (node.type === 'link') {
      links.push({url: node.url ?? '', line});
    }
  });

  if (!frontMatter.title) problems.push({line: 1, message: 'front matter has no title'});
  if (!frontMatter.description) problems.push({line: 1, message: 'front matter has no description'});
  if (headings.some((h) => h.depth === 1))
    problems.push({
      line: headings.find((h) => h.depth === 1)?.line ?? 1,
      message: 'a "#" heading: the title is the page heading, start sections at "##"',
    });
  if (!headings.some((h) => h.depth === 2)) problems.push({line: 1, message: 'no "##" section'});
  const firstH2 = headings.find((h) => h.depth === 2);
  const earlyH3 = headings.find((h) => h.depth >= 3 && (!firstH2 || h.line < firstH2.line));
  if (earlyH3)
    problems.push({
      line: earlyH3.line,
      message: `"${earlyH3.text}" is a level-${earlyH3.depth} heading before any "##" section`,
    });
  const firstHeadingLine = headings[0]?.line ?? Infinity;
  const opening = tree.children.find(
    (/** @type {any} */ n) => n.type === 'paragraph' || n.type === 'heading' || n.type === 'containerDirective',
  );
  if (!opening || opening.type !== 'paragraph')
    problems.push({
      line: firstHeadingLine === Infinity ? 1 : firstHeadingLine,
      message: 'no opening paragraph before the first section',
    });
  const seen = new Map();
  /** Heading texts, compared as a reader would: case and spacing aside. */
  const seenText = new Map();
  for (const h of headings) {
    if (seen.has(h.id))
      problems.push({line: h.line, message: `heading "${h.text}" repeats the id "${h.id}" of line ${seen.get(h.id)}`});
    seen.set(h.id, h.line);
    // Two headings with one text are two places an old "#id" link or a TOC reader cannot tell apart;
    // the build gives the second one a "-1" id, so the id check above does not see it.
    const text = h.text.trim().replace(/\s+/g, ' ').toLowerCase();
    if (seenText.has(text) && !problems.some((p) => p.line === h.line))
      problems.push({
        line: h.line,
        message: `heading "${h.text}" repeats the text of line ${seenText.get(text)} (headings are unique within a page, CONTENT.md)`,
      });
    if (!seenText.has(text)) seenText.set(text, h.line);
  }

  const lines = source.split('\n');
  lines.forEach((text, i) => {
    const placeholder = PLACEHOLDER.exec(text);
    if (placeholder) problems.push({line: i + 1, message: `placeholder wording "${placeholder[0]}"`});
    for (const rule of DISCARDED_VALUES) {
      const hit = rule.pattern.exec(text);
      if (hit)
        problems.push({
          line: i + 1,
          message: `"${hit[0]}" is a value we decided against: use ${rule.use} (CONTENT.md)`,
        });
    }
  });

  problems.push(...versionAndSafetyProblems(file, source, frontMatter, tree, offset, releases));
  return {file, frontMatter, words, headings, links, problems};
}

/** @param {any} node the label of a `:::note[Label]` admonition, as text */
function directiveLabel(node) {
  const label = (node.children ?? []).find((/** @type {any} */ c) => c.data?.directiveLabel);
  return label ? plainText(label) : '';
}

/**
 * Rules of issue 18: `applies_to` valid; TLS 1.2+ only; versioned requests to the public API;
 * no `CORE_*` variable where Core 2.0 is meant; no talk about our sources. And the safety rules:
 * links to the security guide's firewall steps carry the SSH port warning; a stored secret is chmodded;
 * a secret flag on a swipechain or tester command line comes with the word that `ps` shows it; a `read -s`
 * prompt, `ufw enable`, `adduser`, `su`, an editor or another command that waits for an answer ends its block, and so does
 * `config:reset` and `update`, which may ask, a lookup of a package's versions, and a command that follows a log until Ctrl+C; a relay or forger restart does not follow `env:set` in one block, a page with `env:set` names `core:restart`, and so does a section whose prose restarts the relay; a claim that `snapshot:verify` checks signatures names `--verifySignatures`; a chmod of the 2.0 config folder alone, or of a file in it without the 2.0 `.env`, is
 * reported; `lerna add` of a Core package carries `--dev`; a presence switch set to
 * `false` is reported; a check and an irreversible step do not share a block; a start of the node after a build
 * in one block depends on the build with `&&`; "wallets live only in memory"
 * names 2.3; `pip install` outside a virtual environment comes with the PEP 668 error; nothing is installed while a
 * secret read with `read -s`, or an env file loaded with `set -a`, is exported; a chmod of a mainnet path ends its block; a migration guide's applies_to covers the
 * release it starts from. The box for unverified code
 * is titled exactly "Illustrative sketch", and code that reads the wallet answer's nonce sits in it.
 * @param {string} file
 * @param {string} source
 * @param {Record<string, any>} frontMatter
 * @param {any} tree
 * @param {number} offset lines before the body
 * @param {string[]} releases
 * @returns {Problem[]}
 */
function versionAndSafetyProblems(file, source, frontMatter, tree, offset, releases) {
  /** @type {Problem[]} */
  const problems = [];
  const sourceLines = source.split('\n');
  const frontMatterLine = (/** @type {string} */ key) => {
    const index = sourceLines.findIndex((l, i) => i > 0 && l.startsWith(`${key}:`));
    return index >= 0 ? index + 1 : 1;
  };
  /** @param {any} node */
  const lineOf = (node) => (node.position?.start?.line ?? 1) + offset;
  /** The line of the `index`th line of a code block; an inline code span's own line. @param {any} node @param {number} index */
  const lineAt = (node, index) => (node.type === 'code' ? lineOf(node) + 1 + index : lineOf(node));

  // applies_to: format, known releases, ascending.
  /** @type {{from: string, to: string} | null} */
  let range = null;
  if (frontMatter.applies_to !== undefined) {
    const result = appliesTo.validateAppliesTo(frontMatter.applies_to, releases);
    if (result.ok) range = result.value;
    else problems.push({line: frontMatterLine('applies_to'), message: `${result.error} (CONTENT.md)`});
  }
  // A migration guide instructs readers of the release it starts from (the backup, the stop, the rollback), so its
  // applies_to covers both releases its file name names; a start outside the documented releases (v1, "1.0") only the target.
  const migration = MIGRATION_GUIDE.exec(file);
  if (migration && (frontMatter.applies_to === undefined || range !== null)) {
    const [, fromRelease = '', toRelease = ''] = migration;
    const first = releases.includes(fromRelease) ? fromRelease : toRelease;
    const expected = first === toRelease ? `"${toRelease}"` : `"${first}${appliesTo.RANGE_SEPARATOR}${toRelease}"`;
    if (
      range === null ||
      appliesTo.compareReleases(range.from, first) > 0 ||
      appliesTo.compareReleases(range.to, toRelease) < 0
    )
      problems.push({
        line: frontMatterLine(range === null ? 'title' : 'applies_to'),
        message: `a guide from ${fromRelease} to ${toRelease} instructs readers of both releases (backups, stops, rolling back): applies_to covers them, ${expected} (CONTENT.md)`,
      });
  }
  const endsBefore = (/** @type {string} */ release) =>
    range !== null && appliesTo.compareReleases(range.to, release) < 0;
  const documentsApiV1 =
    file.startsWith('archive/api/public-v1/') ||
    (range !== null && appliesTo.compareReleases(range.to, LAST_RELEASE_WITH_API_V1) <= 0);

  // Where Core 2.0 (any release before CORE_*) is meant: the whole page, or sections and admonitions
  // and tabs marked "Core 2.0". Each scope: first and last line, and the marker that opened it.
  /** @type {{first: number, last: number, marker: string}[]} */
  const oldScopes = [];
  if (endsBefore(FIRST_RELEASE_WITH_CORE_ENV))
    oldScopes.push({first: 1, last: Infinity, marker: `applies_to "${frontMatter.applies_to}"`});
  const isOld = (/** @type {string} */ text) => {
    const release = releaseMarker(text);
    return release !== null && appliesTo.compareReleases(release, FIRST_RELEASE_WITH_CORE_ENV) < 0;
  };
  /** @type {any[]} */
  const headingNodes = [];
  walk(tree, (node) => {
    if (node.type === 'heading') headingNodes.push(node);
  });
  headingNodes.forEach((node, i) => {
    if (!isOld(plainText(node))) return;
    // The section runs to the next heading of the same or a higher level.
    const next = headingNodes.slice(i + 1).find((n) => n.depth <= node.depth);
    oldScopes.push({first: lineOf(node), last: next ? lineOf(next) - 1 : Infinity, marker: `"${plainText(node)}"`});
  });
  walk(tree, (node) => {
    if (node.type === 'containerDirective' && isOld(directiveLabel(node))) {
      oldScopes.push({
        first: lineOf(node),
        last: (node.position?.end?.line ?? 1) + offset,
        marker: `":::${node.name}[${directiveLabel(node)}]"`,
      });
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'TabItem') {
      const label =
        (node.attributes ?? []).flatMap((a) =>
          a.name === 'label' && typeof a.value === 'string' ? [a.value] : [],
        )[0] ?? '';
      if (isOld(label))
        oldScopes.push({first: lineOf(node), last: (node.position?.end?.line ?? 1) + offset, marker: `tab "${label}"`});
    }
  });
  const oldScopeAt = (/** @type {number} */ line) =>
    oldScopes.find((scope) => line >= scope.first && line <= scope.last);
  /** @param {string} text @param {number} line */
  const checkCoreEnv = (text, line) => {
    const scope = oldScopeAt(line);
    if (!scope) return;
    for (const match of text.matchAll(/\bCORE_[A-Z0-9_]+/g)) {
      problems.push({
        line,
        message: `${match[0]} where Core 2.0 is meant (${scope.marker}${scope.first > 1 ? `, line ${scope.first}` : ''}): Core 2.0 reads SWIPECHAIN_* variables, CORE_* came with ${FIRST_RELEASE_WITH_CORE_ENV} (CONTENT.md)`,
      });
    }
  };

  walk(tree, (node) => {
    const value = node.value ?? '';
    if (node.type === 'code') {
      // A fenced block's text starts on the line after its opening fence.
      const first = lineOf(node) + 1;
      for (const hit of findWeakTls(value)) problems.push({line: first + hit.index, message: hit.message});
      if (!documentsApiV1)
        for (const hit of findUnversionedApiRequests(value))
          problems.push({line: first + hit.index, message: hit.message});
      value.split('\n').forEach((text, i) => checkCoreEnv(text, first + i));
    } else if (node.type === 'inlineCode') {
      checkCoreEnv(value, lineOf(node));
    } else if (node.type === 'text') {
      for (const match of value.matchAll(SOURCE_MENTION)) {
        const line = lineOf(node) + (value.slice(0, match.index).match(/\n/g)?.length ?? 0);
        problems.push({
          line,
          message: `"${match[0]}" talks to readers about our sources: say what the product does or link the page instead (CONTENT.md)`,
        });
      }
    }
  });
  // Saving the wallets holds up to 2.2 only: the paragraph, list item or table cell must say so.
  claimsNamingRelease(
    tree,
    problems,
    lineOf,
    SAVES_WALLETS,
    LAST_RELEASE_WITH_WALLETS_TABLE,
    (claim) =>
      `"${claim}" holds up to Core 2.2 only: 2.3 removed the wallets table, and wallets live only in memory since then. Say so in the same paragraph`,
  );
  // snapshot:verify checks signatures only with --verifySignatures: a sentence that says it checks them names the flag.
  claimsNamingRelease(
    tree,
    problems,
    lineOf,
    VERIFY_CHECKS_SIGNATURES,
    VERIFY_SIGNATURES_FLAG,
    (claim) =>
      `"${claim}": snapshot:verify checks the signatures only with --verifySignatures (without it, only the chaining). Name the flag in the same paragraph, and pass it where the check matters`,
  );
  // Full SHA-256 block IDs come with a milestone height, not with a release: the sentence or table row names it.
  claimsNamingRelease(
    tree,
    problems,
    lineOf,
    FULL_SHA_BLOCK_IDS,
    ID_MILESTONE,
    (claim) =>
      `"${claim}": block IDs are full SHA-256 hashes only from the height of the block.idFullSha256 milestone (FACTS.md 1.2), and older blocks can keep numeric IDs. Name the milestone in the same paragraph or table row`,
    {rows: true},
  );
  // A fixed nonce in a builder call fails for every sender but one: compute it, or say why it is fixed.
  walk(tree, (node) => {
    if (node.type !== 'code') return;
    (node.value ?? '').split('\n').forEach((/** @type {string} */ text, /** @type {number} */ index) => {
      const hit = FIXED_NONCE.exec(text);
      if (hit && !LINE_COMMENT.test(text.slice(hit.index + hit[0].length)))
        problems.push({
          line: lineAt(node, index),
          message: `"${hit[0]}" is a fixed nonce, but a node accepts only the sender's last nonce plus one, so the copied example fails for any wallet with a history: compute it from the sender's last nonce, or say in a comment on the line why the number is fixed`,
        });
    });
  });
  // A link to the security guide's UFW steps needs, in the same paragraph or table cell, the warning
  // that they allow SSH on 55555 and that a reader whose SSH listens elsewhere allows that port instead.
  if (file !== SECURITY_GUIDE)
    walk(tree, (node) => {
      if (node.type !== 'paragraph' && node.type !== 'tableCell') return;
      /** @type {any[]} */
      const links = [];
      walk(node, (child) => {
        if (child.type === 'link' && UFW_SECTION_LINK.test(child.url ?? '')) links.push(child);
      });
      const text = plainText(node);
      if (links.length && !/\b55555\b/.test(text))
        problems.push({
          line: lineOf(links[0]),
          message: `"${links[0].url}" sends readers to firewall steps that allow SSH on 55555: say there that a reader whose SSH still listens on 22 (or another port) allows that port instead, or is locked out`,
        });
      else if (!links.length && !/\b55555\b/.test(text)) {
        const named = UFW_STEP_IN_PROSE.exec(text);
        if (named)
          problems.push({
            line: lineOf(node),
            message: `"${named[0]}" sends readers to firewall steps that allow SSH on 55555: link secure.md#closing-ports-with-ufw and say there that a reader whose SSH still listens on 22 (or another port) allows that port instead, or is locked out`,
          });
      }
      return false;
    });

  // A command that stores a secret in .env or delegates.json needs the chmod that keeps other accounts out.
  if (!RESTRICT_COMMAND.test(source)) {
    /** @type {any} */
    let first = null;
    walk(tree, (node) => {
      if (!first && node.type === 'code' && SECRET_COMMAND.test(node.value ?? '')) first = node;
    });
    if (first) {
      const index = (first.value ?? '').split('\n').findIndex((/** @type {string} */ l) => SECRET_COMMAND.test(l));
      problems.push({
        line: lineAt(first, index),
        message: `"${SECRET_COMMAND.exec(first.value)?.[0]}" stores a secret in a file other accounts can read: restrict it on this page (chmod 600 on .env or delegates.json)`,
      });
    }
  }

  // A secret flag on a command line shows in the process list; the page must say so.
  if (!PROCESS_LIST_NOTE.test(source)) {
    /** @type {{line: number, flag: string, tool: string}[]} */
    const found = [];
    walk(tree, (node) => {
      if (found.length > 0 || (node.type !== 'code' && node.type !== 'inlineCode')) return;
      // One logical command at a time, its continuation lines joined, reported at the line it starts on.
      const lines = (node.value ?? '').split('\n');
      for (const {start, end} of logicalCommands(lines)) {
        const text = commandText(lines, start, end);
        const swipechain =
          SECRET_FLAG.exec(text) ??
          SECRET_ENV_SET.exec(text) ??
          (node.type === 'inlineCode' ? BARE_SECRET_FLAG.exec(text) : null);
        const tester = swipechain ? null : TESTER_SECRET_FLAG.exec(text);
        const hit = swipechain ?? tester;
        if (!hit) continue;
        found.push({
          line: lineAt(node, start),
          flag: hit[1] ?? '',
          tool: swipechain ? 'swipechain' : 'tester',
        });
        return;
      }
    });
    // Prose that tells the reader to pass the bare flag to a start command: "pass it with `--password` to `forger:start`".
    if (found.length === 0)
      walk(tree, (node) => {
        if (found.length > 0 || (node.type !== 'paragraph' && node.type !== 'tableCell' && node.type !== 'listItem'))
          return;
        /** @type {string[]} */
        const spans = [];
        walk(node, (child) => {
          if (child.type === 'inlineCode') spans.push((child.value ?? '').trim());
        });
        const flag = spans.find((v) => /^--(?:password|bip39|bip38)$/.test(v));
        if (flag && spans.some((v) => START_COMMAND.test(v)))
          found.push({line: lineOf(node), flag, tool: 'swipechain'});
        return false;
      });
    const first = found[0];
    if (first)
      problems.push({
        line: first.line,
        message: `"${first.flag}" on a ${first.tool} command line is readable by every account on the server with ps while it runs (a leading space only keeps it out of the shell history): say so on this page`,
      });
  }

  walk(tree, (node) => {
    if (node.type === 'code' || node.type === 'inlineCode') {
      // A chmod of ~/.swipechain/config leaves the 2.0 .env beside it readable by every account.
      (node.value ?? '').split('\n').forEach((/** @type {string} */ text, /** @type {number} */ index) => {
        const hit = CONFIG_ONLY_CHMOD.exec(text);
        if (hit)
          problems.push({
            line: lineAt(node, index),
            message: `"${hit[0]}" restricts the Core 2.0 config folder but not ~/.swipechain/.env beside it, which holds the database password: restrict ~/.swipechain instead`,
          });
        const file = hit ? null : CONFIG_FILE_CHMOD.exec(text);
        if (file && !OLD_ENV_PATH.test(text.slice(file.index)))
          problems.push({
            line: lineAt(node, index),
            message: `"${file[0].trim()}" restricts a file of the Core 2.0 config folder but not ~/.swipechain/.env beside it, which holds the database password: restrict ~/.swipechain instead, or name the .env in the same command`,
          });
      });
      // A chmod that lets other accounts read a secret's file or folder.
      (node.value ?? '').split('\n').forEach((/** @type {string} */ text, /** @type {number} */ index) => {
        if (node.type === 'code' && !isCommandLine(text)) return;
        const open = chmodOpeningSecret(text);
        if (open)
          problems.push({
            line: lineAt(node, index),
            message: `"${open.command}" lets other accounts read ${open.target}, which holds a secret: keep it closed to the group and others (600, 700 or go-rwx), and if another user ID must read it, give it to that user with chown instead`,
          });
      });
      // A Core package added as a runtime dependency: the node provides it, and the plugin must use the node's copy.
      const lines = (node.value ?? '').split('\n');
      for (const {start, end} of logicalCommands(lines)) {
        const command = commandText(lines, start, end);
        const hit = CORE_RUNTIME_DEPENDENCY.exec(command);
        if (hit && !DEV_DEPENDENCY_FLAG.test(command))
          problems.push({
            line: lineAt(node, start),
            message: `"${hit[1]} add ${hit[2]}" makes a Core package a runtime dependency of the plugin: the node provides Core packages, and a published plugin must use the node's copies (a pinned version too, once the node is updated), so add it with --dev (FACTS.md 2.9)`,
          });
      }
    }
    if (node.type !== 'code') return;
    const lines = (node.value ?? '').split('\n');
    // TypeScript installed with ts-jest or TSLint, one of them without a version: the newest releases do not fit together.
    if (SHELL_LANGUAGE.test(node.lang ?? ''))
      for (const {start, end} of logicalCommands(lines)) {
        if (!isCommandLine(lines[start] ?? '')) continue;
        const unpinned = unpinnedTypescriptTools(commandText(lines, start, end));
        if (unpinned.length > 0)
          problems.push({
            line: lineAt(node, start),
            message: `this install names ${unpinned.map((tool) => `"${tool}"`).join(', ')} without a version, so it takes the newest release of each, and the newest TypeScript (7) is one that ts-jest does not accept and TSLint cannot load: pin majors that work together, such as typescript@5 with ts-jest@29, jest@29 and tslint@6, and say so`,
          });
      }
    // A dump piped into a compressor: a failed dump leaves a valid, nearly empty archive and no error.
    if (SHELL_LANGUAGE.test(node.lang ?? '') && !PIPEFAIL.test(node.value ?? ''))
      for (const {start, end} of logicalCommands(lines)) {
        if (!isCommandLine(lines[start] ?? '')) continue;
        const hit = DUMP_PIPED_TO_COMPRESSOR.exec(commandText(lines, start, end));
        if (hit)
          problems.push({
            line: lineAt(node, start),
            message: `"${hit[1]}" is piped into ${hit[2]}, so the line reports ${hit[2]}'s exit status: a dump that fails still leaves a small, valid archive and no error at the prompt. Write the dump to a plain file (> file.sql) and check it before compressing it, or run set -o pipefail first`,
          });
      }
    // An unpinned Swipechain C++ library next to the pinned ArduinoJson 5: the first build takes the newest release.
    if ((node.lang ?? '') === 'ini' && /\blib_deps\b/.test(node.value ?? ''))
      lines.forEach((/** @type {string} */ text, /** @type {number} */ index) => {
        const hit = UNPINNED_CPP_LIBRARY.exec(text.replace(/;.*$/, ''));
        if (hit)
          problems.push({
            line: lineAt(node, index),
            message: `"${hit[1]}" in lib_deps has no version, so the first build downloads its newest release, which may ask for another ArduinoJson than the pinned 5.13.5 or rename what the examples call: pin it (${hit[1]}@<version>, FACTS.md 11)`,
          });
      });
    // A presence switch set to false counts as set.
    lines.forEach((/** @type {string} */ text, /** @type {number} */ index) => {
      const hit = PRESENCE_SWITCH_FALSE.exec(text.replace(/#.*$/, ''));
      if (hit)
        problems.push({
          line: lineAt(node, index),
          message: `"${hit[0]}" sets ${hit[1]}: it acts on presence, so any non-empty value, false included, counts as set. To undo it, delete its line from .env`,
        });
    });
    // A check and the irreversible step it guards in one shell block: pasted whole, the step runs unread.
    if (SHELL_LANGUAGE.test(node.lang ?? '')) {
      const check = lines.findIndex((/** @type {string} */ l) => CHECK_COMMAND.test(l));
      const step = destructiveAfter(lines, check);
      if (step >= 0)
        problems.push({
          line: lineAt(node, step),
          message: `"${(lines[step] ?? '').trim()}" cannot be undone, but it shares a block with the check "${(lines[check] ?? '').trim()}": pasted whole, the block runs it before the reader has read the check. Give the check a block of its own`,
        });
      // A stop followed by an irreversible step: pasted whole, it runs without a check that the node is down.
      const stop = check >= 0 ? -1 : lines.findIndex((/** @type {string} */ l) => STOP_COMMAND.test(l));
      const after = destructiveAfter(lines, stop);
      if (after >= 0)
        problems.push({
          line: lineAt(node, after),
          message: `"${(lines[after] ?? '').trim()}" cannot be undone, but it runs right after "${(lines[stop] ?? '').trim()}" in the same block: a stop can fail, and relay:stop and forger:stop leave a core:start process running. End the block after the stop, check with swipechain top, and give the step a block of its own`,
        });
      // A build and a start of the node that does not depend on it: pasted whole, a failed build starts old code.
      const unchained = unchainedBuildStart(lines);
      if (unchained)
        problems.push({
          line: lineAt(node, unchained.build),
          message: `"${(lines[unchained.start] ?? '').trim()}" starts the node in the same block as the build "${(lines[unchained.build] ?? '').trim()}", but does not depend on it: pasted whole, the block starts the node even when the build fails, with the code of the previous build. Chain the start to the build with && (one command), or end the block after the build`,
        });
      // The relay start and the forger start in one block: pasted whole, every reader starts a forger.
      const relayStart = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && RELAY_START.test(l));
      // Anywhere in the block, the relay start's own line included (`relay:start && forger:start`).
      const forgerStart =
        relayStart < 0 ? -1 : lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && FORGER_START.test(l));
      if (forgerStart >= 0)
        problems.push({
          line: lineAt(node, forgerStart),
          message: `"${(lines[forgerStart] ?? '').trim()}" shares a block with "${(lines[relayStart] ?? '').trim()}": pasted whole, it starts a forger on a relay that does not forge, and without the --password that a BIP38 secret needs, which a later forger:start does not add to the running forger. Give the relay start a block of its own and each forger start its own block, with the condition in prose before it`,
        });
      // A chmod of a mainnet path followed by more commands: on another network it fails and the rest runs anyway.
      const chmod = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && MAINNET_CHMOD.test(l));
      const afterChmod = commandAfter(lines, chmod, (l) => !PERMISSION_CHECK.test(l));
      if (afterChmod >= 0)
        problems.push({
          line: lineAt(node, chmod),
          message: `"${(lines[chmod] ?? '').trim()}" names the mainnet folder, but "${(lines[afterChmod] ?? '').trim()}" follows it in the same block: on another network the chmod fails, the rest of the pasted block still runs, and that network's file stays readable by every account. End the block with the chmod and say before it to put the network's name in place of mainnet`,
        });
      // A restart that depends on how the node runs does not follow env:set in one block.
      const set = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && ENV_SET.test(l));
      const restart = commandAfter(lines, set, (l) => SEPARATE_RESTART.test(l));
      if (restart >= 0)
        problems.push({
          line: lineAt(node, restart),
          message: `"swipechain ${SEPARATE_RESTART.exec(lines[restart] ?? '')?.[1]}" follows "env:set" in the same block, but a node started with core:start needs "core:restart" instead: pasted whole, the block restarts the wrong way there and the new value never takes effect. End the block after env:set and give the restarts as alternatives`,
        });
    }
  });

  // The box for unverified code has one title, which readers learn to look for.
  walk(tree, (node) => {
    if (node.type !== 'containerDirective') return;
    const title = directiveLabel(node).trim();
    if (title && title !== SKETCH_TITLE && isSketchMarker(title))
      problems.push({
        line: lineOf(node),
        message: `admonition title "${title}" marks unverified code: title the box exactly "${SKETCH_TITLE}" (CONTENT.md)`,
      });
  });

  // The wallet answer's nonce is no documented field: code that reads it sits in the sketch box.
  walk(tree, (node) => {
    if (node.type === 'containerDirective' && directiveLabel(node).trim() === SKETCH_TITLE) return false;
    if (node.type !== 'code') return;
    const value = node.value ?? '';
    if (!WALLET_CONTEXT.test(value)) return;
    const index = value.split('\n').findIndex((/** @type {string} */ l) => WALLET_NONCE_READ.test(l));
    if (index >= 0)
      problems.push({
        line: lineAt(node, index),
        message: `"${WALLET_NONCE_READ.exec(value)?.[0]}" reads a nonce from the wallet answer, whose documented fields have none (FACTS.md 2.16): put this code in an "${SKETCH_TITLE}" box that says to check the field against the node's wallet answer`,
      });
  });

  // A password in double quotes is not passed as typed: the shell expands $, a backtick and \ inside them (and, in an
  // interactive bash, !), so a strong password with one of them is changed or cut, the forger cannot decrypt its BIP38
  // secret, and the database refuses the login. Single quotes pass every character but the quote itself.
  walk(tree, (node) => {
    for (const {text, line} of commandTexts(node, lineOf))
      if (DOUBLE_QUOTED_PASSWORD.test(text.replace(/\s#.*$/, '')))
        problems.push({
          line,
          message: `a password in double quotes is not passed as typed: the shell expands $, a backtick and \\ inside them, and bash also !, so a password with one of them is changed. Write it in single quotes: --password '<password>'`,
        });
  });

  // read -p works in bash only: a reader on macOS, whose shell is zsh, gets an error and an empty variable.
  walk(tree, (node) => {
    if (node.type !== 'code') return;
    for (const {text, line} of commandTexts(node, lineOf))
      if (READ_PROMPT_FLAG.test(text.replace(/\s#.*$/, '')))
        problems.push({
          line,
          message: `"read -p" prints its prompt in bash only: zsh, the default shell of macOS, reads -p as "from the coprocess", fails and leaves the variable empty. Print the prompt first, in both shells: printf 'Prompt: ' && read -rs NAME`,
        });
  });

  // A prompt followed by more commands in one block: a whole-block paste feeds it the next line.
  walk(tree, (node) => {
    if (node.type !== 'code' || !SHELL_LANGUAGE.test(node.lang ?? '')) return;
    const lines = (node.value ?? '').split('\n');
    const followed = (/** @type {number} */ index) =>
      lines.slice(index + 1).some((/** @type {string} */ l) => l.trim() && isCommandLine(l));
    const index = lines.findIndex((/** @type {string} */ l) => SECRET_READ.test(l));
    if (index >= 0 && followed(index)) {
      problems.push({
        line: lineAt(node, index),
        message: `"read -s" waits for a secret, but more commands follow it in the same block: pasted whole, the block feeds the next line to read as the secret. Give the prompt a block of its own`,
      });
      return;
    }
    const prompt = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && INTERACTIVE_COMMAND.test(l));
    if (prompt >= 0 && followed(prompt)) {
      const command = (INTERACTIVE_COMMAND.exec(lines[prompt] ?? '')?.[1] ?? '').trim();
      problems.push({
        line: lineAt(node, prompt),
        message: `"${command}" reads from the terminal, but more commands follow it in the same block: pasted whole, the block types the next lines into it instead of running them. End the block with it`,
      });
      return;
    }
    const ask = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && MAY_ASK_COMMAND.test(l));
    if (ask >= 0 && followed(ask)) {
      problems.push({
        line: lineAt(node, ask),
        message: `"${MAY_ASK_COMMAND.exec(lines[ask] ?? '')?.[1]}" may ask for a confirmation (its documented flags do not say), but more commands follow it in the same block: pasted whole, the block would answer it with the next line. End the block with it`,
      });
      return;
    }
    const lookup = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && VERSION_LOOKUP.test(l));
    const lookupHit = lookup >= 0 ? VERSION_LOOKUP.exec(lines[lookup] ?? '') : null;
    // A pipe only filters the list (`| grep 2.6`); `&&`, `||` or `;` runs the next command on the same line.
    const chained =
      lookupHit !== null &&
      /^[^#|&;]*(?:&&|\|\||;)\s*[^\s#]/.test((lines[lookup] ?? '').slice(lookupHit.index + lookupHit[0].length));
    if (lookup >= 0 && (chained || followed(lookup)))
      problems.push({
        line: lineAt(node, lookup),
        message: `"${lookupHit?.[1]}" lists the versions the reader chooses from, but more commands follow it in the same block: pasted whole, the block runs them before the choice. End the block with it and say which version to pick before the next one`,
      });
    const follow = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && FOLLOW_COMMAND.test(l));
    if (follow >= 0 && followed(follow))
      problems.push({
        line: lineAt(node, follow),
        message: `"${(FOLLOW_COMMAND.exec(lines[follow] ?? '')?.[1] ?? '').trim()}" keeps following the log until Ctrl+C, but more commands follow it in the same block: pasted whole, the block types them into the terminal while the log runs, and Ctrl+C may drop them. End the block with it, and give the commands after it a block of their own`,
      });
    // One logical command at a time, so that flags on continuation lines count and the continuation lines
    // themselves are not taken for the commands that follow.
    for (const {start, end} of logicalCommands(lines)) {
      if (!isCommandLine(lines[start] ?? '')) continue;
      const text = commandText(lines, start, end);
      const question = QUESTION_COMMANDS.find((q) => q.pattern.test(text) && !q.unless?.test(text));
      if (question && followed(end)) {
        problems.push({
          line: lineAt(node, start),
          message: `"${question.name}" ${question.asks}, but more commands follow it in the same block: pasted whole, the block hands the next line to its question. End the block with it`,
        });
        return;
      }
    }
  });

  // The first sudo after a switch of user with su asks for that user's password: it ends its block.
  {
    let switched = false;
    walk(tree, (node) => {
      if (node.type !== 'code' || !SHELL_LANGUAGE.test(node.lang ?? '')) return;
      const lines = (node.value ?? '').split('\n');
      const su = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && SU_SWITCH.test(l));
      if (su >= 0) {
        switched = true;
        return;
      }
      if (!switched) return;
      const sudo = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && SUDO_COMMAND.test(l));
      if (sudo < 0) return;
      switched = false;
      if (lines.slice(sudo + 1).some((/** @type {string} */ l) => l.trim() && isCommandLine(l)))
        problems.push({
          line: lineAt(node, sudo),
          message: `this is the first "sudo" after the switch of user with "su", so it asks for that user's password, but more commands follow it in the same block: pasted whole, the block hands them to the prompt as password attempts. End the block with it (or run "sudo -v" in a block of its own first)`,
        });
    });
  }

  // The first sudo of a page may ask for the password (sudo remembers it for 15 minutes by default, and a reader
  // arrives from anywhere): the command that holds it ends its block. A line that ends with "\\", "&&", "||" or "|"
  // goes on with the next, so a chained install is one command. After a switch of user with su, the rule above speaks.
  {
    /** @typedef {{node: any, lines: string[], sudo: number}} FirstSudo */
    let first = /** @type {FirstSudo | null} */ (null);
    let switched = false;
    walk(tree, (node) => {
      if (first || switched || node.type !== 'code' || !SHELL_LANGUAGE.test(node.lang ?? '')) return;
      const lines = (node.value ?? '').split('\n');
      const su = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && SU_SWITCH.test(l));
      const sudo = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && SUDO_COMMAND.test(l));
      if (su >= 0 && (sudo < 0 || su <= sudo)) switched = true;
      else if (sudo >= 0) first = {node, lines, sudo};
    });
    if (first) {
      const {node, lines, sudo} = first;
      let end = sudo;
      while (end < lines.length - 1 && CONTINUES.test(lines[end] ?? '')) end += 1;
      if (lines.slice(end + 1).some((l) => l.trim() && isCommandLine(l)))
        problems.push({
          line: lineAt(node, sudo),
          message: `this is the page's first "sudo", which asks for the password when the reader has not used sudo for a while, but more commands follow it in the same block: a shell without bracketed paste hands them to the prompt as password attempts. Chain them into one command with "&&", end the block with it, or run "sudo -v" in a block of its own first`,
        });
    }
  }

  // A secret read with read -s and exported stays in the environment of every later command of that shell until it
  // is unset: an install run in between hands it to the install scripts of every package it fetches.
  {
    /** @type {Map<string, number>} the secrets read with read -s and the line of their read */
    const secrets = new Map();
    /** @type {Map<string, number>} the exported secrets and the line of their read */
    const exported = new Map();
    walk(tree, (node) => {
      // An unset the prose tells the reader to run (`unset SECRET`) ends the export too.
      if (node.type === 'inlineCode')
        for (const match of (node.value ?? '').matchAll(UNSET_NAMES))
          for (const name of (match[1] ?? '').trim().split(/\s+/)) exported.delete(name);
      if (node.type !== 'code' || !SHELL_LANGUAGE.test(node.lang ?? '')) return;
      (node.value ?? '').split('\n').forEach((/** @type {string} */ text, /** @type {number} */ index) => {
        if (!isCommandLine(text)) return;
        const line = text.replace(/\s#.*$/, '');
        for (const name of secretReadNames(line)) secrets.set(name, lineAt(node, index));
        for (const match of line.matchAll(EXPORT_NAMES))
          for (const name of (match[1] ?? '').trim().split(/\s+/))
            if (secrets.has(name) && !exported.has(name)) exported.set(name, secrets.get(name) ?? 0);
        const install = INSTALL_COMMAND.exec(line);
        const first = [...exported.entries()][0];
        if (install && first)
          problems.push({
            line: lineAt(node, index),
            message: `"${install[1]}" runs the install scripts of the packages it fetches while the secret ${first[0]}, read on line ${first[1]}, is exported in the same shell, so every one of them can read it: install before the prompt, then read, run the program and unset the variable back to back`,
          });
        for (const match of line.matchAll(UNSET_NAMES))
          for (const name of (match[1] ?? '').trim().split(/\s+/)) exported.delete(name);
      });
    });
  }

  // An env file holds the database password. Loaded with its variables exported into the shell that pastes the line
  // (set -a, or export $(cat …)), it stays there for every later program of that shell and of every window a tmux
  // session started from it opens, whatever page the reader goes on with: the install scripts of a later
  // "yarn setup" among them. So a load, in a shell block or in inline code, runs only in a subshell with the
  // command that needs the variables.
  walk(tree, (node) => {
    // set -a lasts from its line to the end of its block.
    let allexport = false;
    for (const {text, line} of commandTexts(node, lineOf)) {
      const load = envFileLoads(text.replace(/\s#.*$/, ''), allexport);
      allexport = load.allexport;
      const file = load.files[0];
      if (file)
        problems.push({
          line,
          message: `this line exports the variables of ${file}, database password included, into the shell that pastes it, where they stay for every later program, the install scripts of a later "yarn setup" among them: load the file only in a subshell with the command that needs it ("(set -a && . ${file} && set +a && command)")`,
        });
    }
  });

  // env:set changes .env, which the node reads at start-up only: the page says how to restart, core:start included.
  if (!CORE_RESTART.test(source)) {
    const first = firstShellCommand(tree, ENV_SET);
    if (first)
      problems.push({
        line: lineAt(first.node, first.index),
        message: `"swipechain env:set" writes .env, which the node reads only at start-up, but this page never names "core:restart": say how to restart the node after the change, both ways it runs (relay:restart, and core:restart under core:start)`,
      });
  }

  // A restart of the relay in prose: its section (heading to heading) also names core:restart.
  {
    const headingLines = headingNodes.map(lineOf);
    walk(tree, (node) => {
      if (node.type !== 'paragraph' && node.type !== 'tableCell') return;
      const text = plainText(node);
      const hit = RELAY_RESTART_PROSE.exec(text);
      if (hit && !RESTART_PROSE_UNLESS.test(text)) {
        const line = lineOf(node);
        const start = headingLines.filter((l) => l <= line).pop() ?? 1;
        const end = headingLines.find((l) => l > line) ?? sourceLines.length + 1;
        if (!CORE_RESTART.test(sourceLines.slice(start - 1, end - 1).join('\n')))
          problems.push({
            line,
            message: `"${hit[0]}" restarts only a relay (and forger) that run as separate processes, and this section never names "core:restart": a node started with core:start runs them as one process, which this leaves alone. Give core:restart beside it, as the other way the node runs`,
          });
      }
      return false;
    });
  }

  // "Wallets live only in memory" holds from 2.3: the paragraph, list item or table cell must say so.
  claimsNamingRelease(
    tree,
    problems,
    lineOf,
    WALLETS_ONLY_IN_MEMORY,
    FIRST_RELEASE_WITHOUT_WALLETS_TABLE,
    (claim) =>
      `"${claim}" holds from Core 2.3 only: up to 2.2 Core also wrote the wallets to a wallets table. Say so in the same paragraph`,
  );

  // nonce and typeGroup come with a 2.6 network's AIP11 milestone height, not with the release. A table row is
  // read whole, since a field table names the field in one cell and its release in the next.
  claimsNamingRelease(
    tree,
    problems,
    lineOf,
    AIP11_FIELD_BY_RELEASE,
    AIP11_MILESTONE,
    (claim) =>
      `"${claim}": the AIP11 format (nonce, typeGroup) starts at a Core 2.6 network's AIP11 milestone height, not with the release, so a 2.6 network below that height has transactions without them. Name the milestone in the same paragraph or table row`,
    {rows: true},
  );

  // A secret exported into the shell stays in it, for every program started later, until the reader unsets it.
  /** @type {Map<string, number>} each exported secret and the line of its first export */
  const exportedSecrets = new Map();
  walk(tree, (node) => {
    for (const {text, line} of commandTexts(node, lineOf))
      for (const match of text.matchAll(EXPORTED_SECRET))
        if (!exportedSecrets.has(match[1] ?? '')) exportedSecrets.set(match[1] ?? '', line);
  });
  for (const [name, line] of exportedSecrets)
    if (!new RegExp(String.raw`\bunset\b[^\n]*\b${name}\b`).test(source))
      problems.push({
        line,
        message: `"export ${name}" leaves the secret in the shell, where every program started later inherits it: say to run "unset ${name}" when the step is done`,
      });

  // pm2's "all" reaches every program pm2 runs for the user: another node, an explorer, a forger meant to keep running.
  const pm2AllMessage = (/** @type {string} */ hit) =>
    `"${hit}" reaches every process pm2 runs for this user, not only the one the step means (a forger that should keep running, another node, an explorer): name the process that "pm2 list" shows, or use the swipechain command for it`;
  walk(tree, (node) => {
    if (node.type === 'code' && SHELL_LANGUAGE.test(node.lang ?? '')) {
      const lines = (node.value ?? '').split('\n');
      const index = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && PM2_ALL.test(l));
      if (index >= 0)
        problems.push({line: lineAt(node, index), message: pm2AllMessage(PM2_ALL.exec(lines[index] ?? '')?.[0] ?? '')});
      return;
    }
    if (node.type !== 'paragraph' && node.type !== 'tableCell' && node.type !== 'listItem') return;
    /** @type {any[]} */
    const spans = [];
    walk(node, (child) => {
      if (child.type === 'inlineCode' && PM2_ALL.test(child.value ?? '')) spans.push(child);
    });
    if (spans.length === 0) return;
    // The sentence around each span: a warning against it ("not with `pm2 restart all`") is fine.
    const text = plainText(node);
    for (const span of spans) {
      const at = text.indexOf(span.value);
      const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf(': ', at), text.lastIndexOf('; ', at)) + 1;
      const ends = ['. ', '; '].map((s) => text.indexOf(s, at)).filter((i) => i >= 0);
      const sentence = text.slice(start, ends.length ? Math.min(...ends) : text.length);
      if (!NEGATED.test(sentence))
        problems.push({line: lineOf(span), message: pm2AllMessage(PM2_ALL.exec(span.value)?.[0] ?? '')});
    }
    return false;
  });

  // The data key of an API answer is a layout to check, not a documented field: the code sits in the sketch box,
  // or a paragraph next to it names `data` and says to check it.
  /** @param {any} node */
  const notesDataKey = (node) => {
    let named = false;
    walk(node, (child) => {
      if (child.type === 'inlineCode' && child.value === 'data') named = true;
    });
    return named && /\bcheck/i.test(plainText(node));
  };
  /** @param {any} parent @param {boolean} inSketch */
  const visitDataReads = (parent, inSketch) => {
    const children = parent.children ?? [];
    children.forEach((/** @type {any} */ node, /** @type {number} */ i) => {
      if (node.type === 'code' && !inSketch && API_CONTEXT.test(node.value ?? '')) {
        const lines = (node.value ?? '').split('\n');
        // A wallet nonce read has its own, more precise report.
        const index = lines.findIndex((/** @type {string} */ l) => API_DATA_READ.test(l) && !WALLET_NONCE_READ.test(l));
        const near = children.slice(Math.max(0, i - 2), i + 3).filter((/** @type {any} */ n) => n !== node);
        if (index >= 0 && !near.some(notesDataKey))
          problems.push({
            line: lineAt(node, index),
            message: `"${API_DATA_READ.exec(lines[index] ?? '')?.[0]}" reads the data key of an API answer, which FACTS.md does not document (CONTENT.md): put the code in an "${SKETCH_TITLE}" box, or say next to it that the \`data\` wrapper is the layout to check against the node's own answer`,
          });
      }
      const box = node.type === 'containerDirective' && directiveLabel(node).trim() === SKETCH_TITLE;
      visitDataReads(node, inSketch || box);
    });
  };
  visitDataReads(tree, false);

  // node-gyp's Python 2.7 kept in a shell profile outlives the build it was for.
  if (!PYTHON_PROFILE_REMOVAL.test(source)) {
    const profile = firstShellCommand(tree, PYTHON_IN_PROFILE);
    if (profile)
      problems.push({
        line: lineAt(profile.node, profile.index),
        message: `npm_config_python written into a shell profile stays for every later install on the account, and node-gyp 8 and later refuse Python 2: set it for the build only ("npm_config_python=/usr/bin/python2.7 yarn setup"), or show how to remove the line afterwards (sed -i '/npm_config_python/d' ~/.bashrc)`,
      });
  }

  // A rebase or merge that stops on a conflict leaves the push after it in the same block to fail or to push nothing.
  walk(tree, (node) => {
    if (node.type !== 'code' || !SHELL_LANGUAGE.test(node.lang ?? '')) return;
    const lines = (node.value ?? '').split('\n');
    const integrate = lines.findIndex((/** @type {string} */ l) => isCommandLine(l) && GIT_INTEGRATE.test(l));
    if (integrate < 0) return;
    const push = lines.findIndex(
      (/** @type {string} */ l, /** @type {number} */ i) => i >= integrate && isCommandLine(l) && GIT_PUSH.test(l),
    );
    if (push >= 0)
      problems.push({
        line: lineAt(node, push),
        message: `"git push" in the block of a rebase or merge: one that stops on a conflict leaves the push to fail, or to answer "Everything up-to-date" while the merge sits unfinished. End the block after the rebase or merge, say how to resolve a conflict, and push in a block of its own`,
      });
  });

  // pip install outside a virtual environment fails on current Debian, Ubuntu, Arch and Homebrew; the page must say what to do.
  if (!EXTERNALLY_MANAGED_NOTE.test(source)) {
    const pip = firstShellCommand(tree, PIP_INSTALL, (value) => !VIRTUAL_ENVIRONMENT.test(value));
    if (pip)
      problems.push({
        line: lineAt(pip.node, pip.index),
        message: `"pip install" outside a virtual environment stops with externally-managed-environment on Debian 12, Ubuntu 23.04 and later, Arch Linux and Homebrew's Python on macOS (PEP 668): install into a virtual environment or with pipx, or say on this page what to do there`,
      });
  }

  for (const key of ['title', 'description']) {
    const value = frontMatter[key];
    if (typeof value !== 'string') continue;
    for (const match of value.matchAll(SOURCE_MENTION)) {
      problems.push({
        line: frontMatterLine(key),
        message: `"${match[0]}" talks to readers about our sources: say what the product does or link the page instead (CONTENT.md)`,
      });
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * The section of a page: the top folder of docs/ it sits in (`tutorials` for `tutorials/node/setup.md`),
 * or the file itself for a page at the top (`index.md`).
 * @param {string} file docs-relative path
 */
function sectionOf(file) {
  return file.split('/')[0] ?? file;
}

/**
 * Rules across pages. `pages` maps a docs-relative file ('faq/index.md') to its report.
 * @param {{docsDir: string, routes: {path: string, title: string, sidebar: string}[], pages: Map<string, PageReport>, whole: boolean}} input
 * @returns {{problems: {file: string, line: number, message: string}[], sections: {id: string, title: string, words: number, minWords: number, pages: number}[]}}
 */
export function checkPages({docsDir, routes, pages, whole}) {
  /** @type {{file: string, line: number, message: string}[]} */
  const problems = [];
  const byFile = new Map(routes.map((r) => [fileForRoute(r.path), r]));
  for (const [file, page] of pages) {
    for (const p of page.problems) problems.push({file, ...p});
    const route = byFile.get(file);
    if (!route) {
      problems.push({file, line: 1, message: 'this file is not the source of any route in routes.json'});
      continue;
    }
    const fm = page.frontMatter;
    if (fm.title !== undefined && fm.title !== route.title)
      problems.push({file, line: 1, message: `title "${fm.title}" differs from routes.json: "${route.title}"`});
    if (fm.slug !== route.path)
      problems.push({file, line: 1, message: `slug must be "${route.path}" (found ${JSON.stringify(fm.slug)})`});
    if (fm.displayed_sidebar !== route.sidebar)
      problems.push({
        file,
        line: 1,
        message: `displayed_sidebar must be "${route.sidebar}" (found ${JSON.stringify(fm.displayed_sidebar)})`,
      });
    const min = isFolder(route.path) ? MIN_WORDS_FOLDER : MIN_WORDS_PAGE;
    if (page.problems.every((p) => !p.message.startsWith('does not compile')) && page.words < min) {
      problems.push({
        file,
        line: 1,
        message: `${page.words} prose words; a ${isFolder(route.path) ? 'folder page' : 'page'} needs at least ${min}`,
      });
    }

    /** @type {Set<string>} */
    const linkedFiles = new Set();
    for (const link of page.links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link.url) || link.url.startsWith('//')) continue;
      const [target = '', anchor] = link.url.split('#');
      if (target === '') {
        if (anchor && !page.headings.some((h) => h.id === anchor))
          problems.push({file, line: link.line, message: `anchor "#${anchor}" matches no heading of this page`});
        continue;
      }
      if (target.startsWith('/')) {
        problems.push({
          file,
          line: link.line,
          message: `link "${link.url}" is absolute: link to the page's .md file with a relative path`,
        });
        continue;
      }
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (!resolved.endsWith('.md')) {
        if (
          !fs.existsSync(path.join(docsDir, resolved)) ||
          !/\.(png|jpe?g|svg|gif|webp|pdf|txt|zip)$/i.test(resolved)
        ) {
          problems.push({file, line: link.line, message: `link "${link.url}" does not point at a .md file`});
        }
        continue;
      }
      if (!byFile.has(resolved)) {
        problems.push({
          file,
          line: link.line,
          message: `link "${link.url}" points at ${resolved}, which is no page of routes.json`,
        });
        continue;
      }
      linkedFiles.add(resolved);
      if (whole && !fs.existsSync(path.join(docsDir, resolved)))
        problems.push({file, line: link.line, message: `link "${link.url}": ${resolved} does not exist`});
      const targetPage = pages.get(resolved);
      const heading = anchor ? targetPage?.headings.find((h) => h.id === anchor) : undefined;
      if (anchor && targetPage && !heading) {
        problems.push({file, line: link.line, message: `anchor "#${anchor}" matches no heading of ${resolved}`});
      }
      // A deep link from another section: its writer cannot see that a rename of the heading breaks it.
      if (heading && !heading.explicit && sectionOf(resolved) !== sectionOf(file)) {
        problems.push({
          file,
          line: link.line,
          message: `anchor "#${anchor}" links from another section to a heading of ${resolved} without an explicit id: write "{#${anchor}}" after that heading (line ${heading.line}), so that renaming it keeps the link (CONTENT.md)`,
        });
      }
    }
    if (isFolder(route.path)) {
      for (const child of childrenOf(route.path, routes)) {
        if (!linkedFiles.has(fileForRoute(child)))
          problems.push({file, line: 1, message: `folder page does not link to ${child} (${fileForRoute(child)})`});
      }
    }
  }

  if (whole) {
    for (const route of routes) {
      if (!pages.has(fileForRoute(route.path)))
        problems.push({file: fileForRoute(route.path), line: 1, message: `missing: the page of ${route.path}`});
    }
  }

  const sections = PROSE_QUOTAS.map((s) => {
    const members = routes.filter((r) => proseQuotaOf(r.path) === s);
    const reports = members.map((r) => pages.get(fileForRoute(r.path))).filter((p) => p !== undefined);
    return {
      id: s.id,
      title: s.title,
      minWords: s.minWords,
      pages: reports.length,
      words: reports.reduce((sum, p) => sum + p.words, 0),
    };
  });
  if (whole) {
    for (const s of sections) {
      if (s.words < s.minWords)
        problems.push({
          file: `(section ${s.id})`,
          line: 0,
          message: `${s.title}: ${s.words} prose words, the section needs at least ${s.minWords}`,
        });
    }
  }
  return {problems, sections};
}
