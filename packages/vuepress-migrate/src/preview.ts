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

/** The result of a build of a migrated folder. */
export interface BuildResult {
  /** The exit code of `docusaurus build`. */
  readonly status: number;
  /** What it printed (stdout and stderr) when captured, else ''. */
  readonly log: string;
}

/**
 * Builds a migrated folder with the portal's theme into `outDir`: the build of `npm run
 * migrate:preview` and of `npm run migrate -- --verify`.
 * @param migrated absolute path of the folder `npm run migrate` wrote
 * @param capture keep the build's output (for --verify) rather than print it
 */
export function buildMigrated(migrated: string, outDir: string, capture = false): BuildResult {
  const generated = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-migrated-'));
  try {
    const build = spawnSync(process.execPath, [DOCUSAURUS, 'build', '--out-dir', outDir], {
      cwd: ROOT,
      stdio: capture ? 'pipe' : 'inherit',
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: {...process.env, ...previewEnv(migrated, generated)},
    });
    return {status: build.status ?? 1, log: capture ? `${build.stdout ?? ''}\n${build.stderr ?? ''}` : ''};
  } finally {
    fs.rmSync(generated, {recursive: true, force: true});
  }
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
  const build = buildMigrated(migrated, outDir);
  if (build.status !== 0) return Promise.resolve(build.status);
  if (args.includes('--no-serve')) return Promise.resolve(0);
  const serve = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/static-server.mjs'), outDir, '--port', option('--port', '3000')],
    {stdio: 'inherit'},
  );
  return new Promise((resolve) => serve.on('exit', (code) => resolve(code ?? 0)));
}
