/**
 * The last-updated stamps VuePress showed: @vuepress/plugin-last-updated asked git for the last
 * commit of each page's file. The migration reads the same from the source tree's history, in one
 * `git log --name-only` pass over the folder rather than one process per file, and writes it as
 * the front matter Docusaurus reads before asking git itself (`last_update: {date, author}`), so the
 * stamps survive a copy of the docs into another repository.
 */
import {spawnSync} from 'node:child_process';

/** The last commit that touched a file. */
export interface LastUpdate {
  /** Author date, strict ISO 8601 (`%aI`). */
  readonly date: string;
  readonly author: string;
}

/** The stamps of a folder's files, or why there are none. */
export interface History {
  /** By path relative to the folder (POSIX separators). */
  readonly stamps: ReadonlyMap<string, LastUpdate>;
  /** Null when the folder is in a git work tree; else why no stamp could be read. */
  readonly unavailable: string | null;
}

/**
 * Parses `git log --format=%x01%aI%x09%an --name-only -z`: commits newest first, each a header
 * (`\x01date\tauthor\0`) and the NUL-separated paths it touched; a file's first commit is its last.
 */
export function parseGitLog(log: string): Map<string, LastUpdate> {
  const stamps = new Map<string, LastUpdate>();
  for (const commit of log.split('\x01')) {
    const end = commit.indexOf('\0');
    if (end < 0) continue;
    const [date = '', ...author] = commit.slice(0, end).split('\t');
    for (const file of commit
      .slice(end + 1)
      .replace(/^\n/, '')
      .split('\0')) {
      if (file !== '' && !stamps.has(file)) stamps.set(file, {date, author: author.join('\t')});
    }
  }
  return stamps;
}

/**
 * The last commit of every file under `folder` that git knows.
 * @param folder absolute path
 */
export function readHistory(folder: string): History {
  const git = (args: string[]) =>
    spawnSync('git', ['-C', folder, ...args], {encoding: 'utf8', maxBuffer: 512 * 1024 * 1024});
  const inside = git(['rev-parse', '--is-inside-work-tree']);
  if (inside.error || inside.status !== 0 || inside.stdout.trim() !== 'true') {
    const why = inside.error
      ? `git could not be run (${inside.error.message})`
      : (inside.stderr.trim().split('\n')[0] ?? '') || 'not a git work tree';
    return {stamps: new Map(), unavailable: why};
  }
  // --relative: paths relative to the folder, and commits outside it left out.
  const log = git(['log', '--format=%x01%aI%x09%an', '--name-only', '-z', '--relative', '--', '.']);
  if (log.status !== 0) return {stamps: new Map(), unavailable: log.stderr.trim().split('\n')[0] ?? 'git log failed'};
  return {stamps: parseGitLog(log.stdout), unavailable: null};
}
