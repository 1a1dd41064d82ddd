/**
 * @jest-environment node
 */
import {validateConfig} from '@docusaurus/core/lib/server/configValidation';
import {persistentBundlerCache} from '../../plugins/bundler-cache';

/** The site's config as Docusaurus resolves it, read with the given NODE_ENV and opt-in. */
async function resolvedFaster(env: {
  NODE_ENV: string;
  SWIPECHAIN_BUILD_CACHE?: string;
}): Promise<Record<string, boolean>> {
  // The caller's opt-in or none: a SWIPECHAIN_BUILD_CACHE of the shell running jest must not leak in.
  const replaced = jest.replaceProperty(process, 'env', {...process.env, SWIPECHAIN_BUILD_CACHE: undefined, ...env});
  try {
    let config: unknown;
    await jest.isolateModulesAsync(async () => {
      config = (await import('../../docusaurus.config')).default;
    });
    const resolved = validateConfig(config as Parameters<typeof validateConfig>[0], 'docusaurus.config.ts');
    return {...(resolved.future.faster as unknown as Record<string, boolean>)};
  } finally {
    replaced.restore();
  }
}

describe('persistentBundlerCache', () => {
  test('a production build does without it, unless asked', () => {
    expect(persistentBundlerCache({NODE_ENV: 'production'})).toBe(false);
    expect(persistentBundlerCache({NODE_ENV: 'production', SWIPECHAIN_BUILD_CACHE: 'true'})).toBe(true);
    expect(persistentBundlerCache({NODE_ENV: 'production', SWIPECHAIN_BUILD_CACHE: '1'})).toBe(false);
  });

  test('the dev server keeps it', () => {
    expect(persistentBundlerCache({NODE_ENV: 'development'})).toBe(true);
  });
});

describe('the site config, as Docusaurus resolves it', () => {
  const others = (faster: Record<string, boolean>) =>
    Object.entries(faster).filter(([key]) => key !== 'rspackPersistentCache');

  test('a build has every Faster option on except the persistent cache', async () => {
    const faster = await resolvedFaster({NODE_ENV: 'production'});
    expect(faster.rspackPersistentCache).toBe(false);
    expect(others(faster).length).toBeGreaterThanOrEqual(8);
    expect(others(faster).filter(([, on]) => !on)).toEqual([]);
  });

  test('the dev server, and a build that asks for it, keep the cache', async () => {
    expect((await resolvedFaster({NODE_ENV: 'development'})).rspackPersistentCache).toBe(true);
    expect((await resolvedFaster({NODE_ENV: 'production', SWIPECHAIN_BUILD_CACHE: 'true'})).rspackPersistentCache).toBe(
      true,
    );
  });
});
