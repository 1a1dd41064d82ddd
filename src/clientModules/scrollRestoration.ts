/**
 * On a back or forward navigation the saved scroll position is restored (spec §2). Docusaurus
 * scrolls to the top, or to the hash, after every navigation, including history moves; this module
 * runs after it and puts the reader back where they were on that entry.
 */
import type {ClientModule} from '@docusaurus/types';
import {ScrollMemory} from '../lib/scrollMemory';

type KeyedLocation = {key?: string; pathname: string; search: string};

/** The entry's key; the first page of a visit has none, so its address stands in. */
const entryKey = (location: KeyedLocation): string => location.key ?? `address:${location.pathname}${location.search}`;

const memory = new ScrollMemory();
let historyMove = false;

if (typeof window !== 'undefined') {
  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    historyMove = true;
  });
}

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) memory.save(entryKey(previousLocation as KeyedLocation), window.scrollY);
  },
  onRouteDidUpdate({location}) {
    if (!historyMove) return;
    historyMove = false;
    const y = memory.recall(entryKey(location as KeyedLocation));
    if (y !== null) window.scrollTo(0, y);
  },
};

export default clientModule;
