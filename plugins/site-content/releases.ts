/**
 * The releases the site documents: the folders of `docs/releases/` (`v2.0.19` -> `2.0`). Front
 * matter `applies_to` is checked against them by the build (./index.ts) and by the content checker
 * (scripts/lib/content-rules.mjs), both through this function.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {releasesFromFolderNames, type Release} from '../../src/lib/appliesTo';

export function documentedReleases(docsDir: string): Release[] {
  const dir = path.join(docsDir, 'releases');
  const folders = existsSync(dir)
    ? readdirSync(dir, {withFileTypes: true})
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
  return releasesFromFolderNames(folders);
}
