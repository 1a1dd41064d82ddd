import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {VcsConfig} from '@docusaurus/types';
import {createFallbackVcs} from '@site/plugins/vcs-fallback';

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vcs-')), 'page.md');
fs.writeFileSync(file, 'text');
const mtime = Date.UTC(2021, 10, 23, 4, 35, 31);
fs.utimesSync(file, mtime / 1000, mtime / 1000);

function fakeGit(answer: () => Promise<{timestamp: number; author: string} | null>): VcsConfig & {calls: number} {
  const git = {
    calls: 0,
    initialize: () => undefined,
    getFileCreationInfo: () => answer(),
    getFileLastUpdateInfo: () => {
      git.calls += 1;
      return answer();
    },
  };
  return git;
}

describe('createFallbackVcs', () => {
  it('uses what git says when it knows the file', async () => {
    const vcs = createFallbackVcs(fakeGit(async () => ({timestamp: 1, author: 'a'})));
    await expect(vcs.getFileLastUpdateInfo(file)).resolves.toEqual({timestamp: 1, author: 'a'});
  });

  it("falls back to the file's modification time for a file git has no commit for", async () => {
    const vcs = createFallbackVcs(fakeGit(async () => null));
    await expect(vcs.getFileLastUpdateInfo(file)).resolves.toEqual({timestamp: mtime, author: 'unknown'});
  });

  it('builds without git at all: no crash, the modification time, and git is not asked again', async () => {
    const git = fakeGit(async () => {
      throw new Error('This Docusaurus site is outside any Git worktree.');
    });
    const vcs = createFallbackVcs(git);
    await expect(vcs.getFileLastUpdateInfo(file)).resolves.toEqual({timestamp: mtime, author: 'unknown'});
    await expect(vcs.getFileLastUpdateInfo(file)).resolves.toEqual({timestamp: mtime, author: 'unknown'});
    expect(git.calls).toBe(1);
  });
});
