/**
 * `npm run migrate:preview -- <migrated-folder> [--out-dir build-migrated] [--no-serve] [--port 3000]`
 * (bin/vuepress-migrate-preview.mjs runs `main`). Builds a migrated tree (the output of
 * `npm run migrate`) with this portal's theme and blocks, then serves it like a plain static host.
 * Nothing of the portal's own docs/, sidebars.ts or build/ is touched: the docs plugin reads
 * <folder>/docs and <folder>/sidebars.ts (SWIPECHAIN_DOCS_DIR, SWIPECHAIN_SIDEBARS), <folder>/static
 * is served beside static/ (SWIPECHAIN_STATIC_DIR), and the generated files and bundler cache of
 * this build stay out of the portal's.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The portal: the repository this package lives in. */
const ROOT = path.resolve(__dirname, '../../..');
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/**
 * The environment that points the portal at a migrated folder.
 * @param migrated absolute path of the folder `npm run migrate` wrote
 * @param generatedDir where Docusaurus writes its generated files for this build
 */
export function previewEnv(migrated: string, generatedDir: string): Record<string, string> {
  const staticDir = path.join(migrated, 'static');
  return {
    SWIPECHAIN_DOCS_DIR: path.join(migrated, 'docs'),
    SWIPECHAIN_SIDEBARS: path.join(migrated, 'sidebars.ts'),
    ...(fs.existsSync(staticDir) ? {SWIPECHAIN_STATIC_DIR: staticDir} : {}),
    DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedDir,
    // The bundler's persistent cache is keyed by the config file, not by these variables: a preview
    // must neither read nor write the portal's cache.
    DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
  };
}

/** Builds, then serves until the server stops; resolves with the exit code. */
export function main(args: readonly string[]): Promise<number> {
  const option = (name: string, fallback: string): string => {
    const i = args.indexOf(name);
    return (i >= 0 ? args[i + 1] : undefined) ?? fallback;
  };
  const folder =
    args.find((a, i) => !a.startsWith('--') && !['--out-dir', '--port'].includes(args[i - 1] ?? '')) ?? 'migrated';
  const migrated = path.resolve(folder);
  if (!fs.existsSync(path.join(migrated, 'docs')) || !fs.existsSync(path.join(migrated, 'sidebars.ts'))) {
    console.error(
      `migrate:preview: ${folder} has no docs/ and sidebars.ts; run \`npm run migrate -- <vuepress-docs> --out ${folder}\` first.`,
    );
    return Promise.resolve(2);
  }
  const outDir = path.resolve(option('--out-dir', 'build-migrated'));
  const generated = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-migrated-'));
  const build = spawnSync(process.execPath, [DOCUSAURUS, 'build', '--out-dir', outDir], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {...process.env, ...previewEnv(migrated, generated)},
  });
  fs.rmSync(generated, {recursive: true, force: true});
  if (build.status !== 0) return Promise.resolve(build.status ?? 1);
  if (args.includes('--no-serve')) return Promise.resolve(0);
  const serve = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/static-server.mjs'), outDir, '--port', option('--port', '3000')],
    {stdio: 'inherit'},
  );
  return new Promise((resolve) => serve.on('exit', (code) => resolve(code ?? 0)));
}
