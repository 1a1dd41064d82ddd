import {searchEngineOver, type SearchFilesOptions} from '@site/plugins/site-content/search';
import type {SearchIndexData} from '@site/src/lib/search/types';

/** A small site: four pages, a few sections each, words placed to test the ranking. */
export const FIXTURE: SearchIndexData = {
  version: 1,
  pages: [
    {title: 'Core CLI', url: '/guidebook/core/cli.html', section: 'Guidebook'},
    {title: 'Forger Plugin', url: '/guidebook/core/plugins/core-forger.html', section: 'Guidebook'},
    {title: 'Voting for Delegates', url: '/faq/voting-delegates.html', section: 'FAQ'},
    {title: 'Glossary', url: '/glossary/', section: 'Overview'},
  ],
  sections: [
    {
      page: 0,
      anchor: '',
      heading: '',
      text: 'The command line interface starts and stops the processes of a node: relay and forger alike.',
    },
    {
      page: 0,
      anchor: 'relay',
      heading: 'Relay',
      text: 'Start the relay with core:relay. A relay shares blocks with its peers.',
    },
    {
      page: 0,
      anchor: 'forger',
      heading: 'Forger',
      text: 'Start the forging process with core:forger once the relay runs.',
    },
    {page: 1, anchor: '', heading: '', text: 'The plugin signs new blocks when your delegate is in the active round.'},
    {
      page: 1,
      anchor: 'configuration',
      heading: 'Configuration',
      text: 'Put the passphrase of the delegate in delegates.json before you start.',
    },
    {
      page: 2,
      anchor: '',
      heading: '',
      text: 'Every wallet can vote for one delegate. Votes weigh as much as the balance of the wallet.',
    },
    {page: 2, anchor: 'unvote', heading: 'Unvote a Delegate', text: 'An unvote transaction removes the vote.'},
    {
      page: 3,
      anchor: 'terms',
      heading: 'Terms',
      text: 'Forging: creating a block. A forger is a delegate node that creates blocks.',
    },
  ],
};

/** Index files this small split the fixture into several term shards and text groups. */
export const SMALL_FILES: SearchFilesOptions = {shardSize: 120, textSize: 150};

/** The fixture's index as the browser loads it, from memory; `requested` lists the files loaded. */
export const fixtureEngine = (options: SearchFilesOptions = SMALL_FILES) => searchEngineOver(FIXTURE, options);
