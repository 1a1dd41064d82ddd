// plugins/browser-shims: each stand-in the browser bundle gets exports exactly what the original
// module does, and behaves the same; the plugin aliases only the client bundle.
import type {Configuration} from 'webpack';
import browserShimsPlugin, {BROWSER_SHIMS} from '@site/plugins/browser-shims';

describe('plugins/browser-shims', () => {
  it.each(Object.entries(BROWSER_SHIMS))(
    '%s: the stand-in has the same exports, with the same values',
    (name, file) => {
      const original = jest.requireActual<Record<string, unknown>>(name);
      const shim = jest.requireActual<Record<string, unknown>>(file);
      const names = (module: Record<string, unknown>) =>
        Object.keys(module)
          .filter((key) => key !== '__esModule')
          .sort();
      expect(names(shim)).toEqual(names(original));
      for (const key of names(original)) {
        // Functions are the package's own (from its modules), constants equal.
        expect(shim[key]).toBe(original[key]);
      }
    },
  );

  it('aliases the exact module names in the client bundle only', () => {
    const plugin = browserShimsPlugin();
    const configure = plugin.configureWebpack as unknown as (config: Configuration, isServer: boolean) => Configuration;
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false)).toEqual({
      resolve: {alias: {'@docusaurus/utils-common$': BROWSER_SHIMS['@docusaurus/utils-common']}},
    });
  });
});
