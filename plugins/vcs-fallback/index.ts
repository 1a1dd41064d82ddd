/**
 * Last-updated dates from git, with a fallback instead of a crash.
 *
 * Docusaurus reads each page's last commit from git. A release manager may build from a tarball
 * (no .git), or a file may not be committed yet; Docusaurus then fails or drops the stamp. This VCS
 * config asks git first and, where git has no answer, uses the file's modification time and says so
 * once in the build log.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsConfig} from '@docusaurus/types';

type ChangeInfo = Awaited<ReturnType<VcsConfig['getFileLastUpdateInfo']>>;

export function createFallbackVcs(git: VcsConfig = getVcsPreset('git-eager')): VcsConfig {
  const fellBack = new Set<string>();
  let gitUnavailable: string | null = null;
  let timer: NodeJS.Timeout | null = null;

  function fromFile(filePath: string): ChangeInfo {
    fellBack.add(filePath);
    return {timestamp: Math.floor(fs.statSync(filePath).mtimeMs), author: 'unknown'};
  }

  function report(): void {
    // Printed once the pages have been read (each fallback pushes the message back a little).
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      const reason = gitUnavailable ? `git is not available (${gitUnavailable})` : 'git has no commit for them';
      const example = path.relative(process.cwd(), [...fellBack][0] ?? '');
      logger.warn(
        `last-updated: ${fellBack.size} page(s) use the file modification time because ${reason}, for example ${example}.`,
      );
      fellBack.clear();
    }, 250);
    timer.unref();
  }

  async function ask(read: (filePath: string) => Promise<ChangeInfo>, filePath: string): Promise<ChangeInfo> {
    if (gitUnavailable === null) {
      try {
        const info = await read(filePath);
        if (info) return info;
      } catch (error) {
        gitUnavailable = (error as Error).message.split('\n')[0] ?? 'unknown error';
      }
    }
    const info = fromFile(filePath);
    report();
    return info;
  }

  return {
    initialize: (params) => git.initialize(params),
    getFileCreationInfo: (filePath) => ask(git.getFileCreationInfo, filePath),
    getFileLastUpdateInfo: (filePath) => ask(git.getFileLastUpdateInfo, filePath),
  };
}
