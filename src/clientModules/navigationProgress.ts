/**
 * The progress bar between pages (spec §4): it runs from the start of a navigation to a different
 * page, while its content loads on demand, to the end. Upstream starts the same bar only after
 * 200 ms; this module starts it at once, through the bar's one owner (src/lib/topProgress.ts).
 * A hash change within the page shows none.
 */
import type {ClientModule} from '@docusaurus/types';
import {startTopProgress} from '../lib/topProgress';

/** The running navigation's hold on the bar: one at a time, however many navigations overlap. */
let stopNavigation: (() => void) | null = null;

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) stopNavigation ??= startTopProgress();
  },
  onRouteDidUpdate() {
    stopNavigation?.();
    stopNavigation = null;
  },
};

export default clientModule;
