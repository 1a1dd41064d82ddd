/**
 * What the browser bundle gets for `@docusaurus/utils-common` (aliased by ./index.ts): the same
 * exports, from the package's own modules. The package's index is CommonJS compiled with tslib's
 * helpers, and requiring it pulls the whole of tslib into main.js (3.8 KiB gzip on every first load)
 * for one `__importDefault`. The modules it re-exports need no helper.
 */
export {
  default as applyTrailingSlash,
  addLeadingSlash,
  addTrailingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, addSuffix, removePrefix, removeSuffix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

/** As the package's index defines it: anchors with this prefix are ignored by search crawlers. */
export const blogPostContainerID = '__blog-post-container';
