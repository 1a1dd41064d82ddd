/**
 * The progress bar between pages (spec §4): it runs from the start of a navigation to a different
 * page, while its content loads on demand, to the end. Upstream starts the same bar only after
 * 200 ms; this module starts it at once (nprogress is one shared bar, so both modules agree).
 * A hash change within the page shows none.
 */
import nprogress from 'nprogress';
import type {ClientModule} from '@docusaurus/types';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) nprogress.start();
  },
  onRouteDidUpdate() {
    nprogress.done();
  },
};

export default clientModule;
