// src/lib/routePrefetch.ts: one lookup per call, each file asked for once, none the page has.
import type {RouteConfig} from 'react-router-config';
import {createRoutePrefetch, indexChunkNames} from '@site/src/lib/routePrefetch';

const Component = () => null;
const routes: RouteConfig[] = [
  {
    path: '/',
    component: Component,
    routes: [
      {path: '/guide.html', exact: true, component: Component},
      {path: '/faq/', exact: true, component: Component},
    ],
  },
];
const chunkNames = {
  '/-8b3': {__comp: 'layout'},
  '/guide.html-a1c': {__comp: 'docItem', content: 'guide', __props: {sidebar: 'merged'}},
  '/faq/-f00': {__comp: 'docItem', content: 'faq'},
};
const files: Record<string, string> = {
  layout: '/assets/js/layout.js',
  docItem: '/assets/js/doc.js',
  guide: '/assets/js/guide.js',
  faq: '/assets/js/faq.js',
};

function setup(fetchedAlready: string[] = [], saveData = false) {
  const asked: string[] = [];
  const prefetch = createRoutePrefetch({
    routes,
    chunkNames,
    chunkUrl: (name) => files[name] ?? `/assets/js/undefined.${name}.js`,
    fetched: () => fetchedAlready,
    fetchFile: (url) => {
      asked.push(url);
      return Promise.resolve();
    },
    base: 'https://docs.example/guide.html',
    saveData: () => saveData,
  });
  return {prefetch, asked};
}

describe('indexChunkNames', () => {
  it('maps each route path to the chunk names of its entries, nested records flattened', () => {
    const index = indexChunkNames(chunkNames);
    expect(index.get('/')).toEqual(['layout']);
    expect(index.get('/guide.html')).toEqual(['docItem', 'guide', 'merged']);
  });
});

describe('createRoutePrefetch', () => {
  it('asks for the files of the matched routes, layout included, skipping chunks without a file', async () => {
    const {prefetch, asked} = setup();
    const result = prefetch('/guide.html');
    expect(result).not.toBe(false);
    await result;
    expect(asked).toEqual([
      'https://docs.example/assets/js/layout.js',
      'https://docs.example/assets/js/doc.js',
      'https://docs.example/assets/js/guide.js',
    ]);
  });

  it('never asks twice for a file, nor for one the page already fetched', () => {
    const {prefetch, asked} = setup([
      'https://docs.example/assets/js/layout.js',
      'https://docs.example/assets/js/doc.js',
    ]);
    void prefetch('/guide.html');
    void prefetch('/faq/');
    expect(prefetch('/faq/')).toBe(false);
    expect(asked).toEqual(['https://docs.example/assets/js/guide.js', 'https://docs.example/assets/js/faq.js']);
  });

  it('asks for nothing when the reader saves data, or for an address that is no route', () => {
    expect(setup([], true).prefetch('/guide.html')).toBe(false);
    const {prefetch, asked} = setup(['https://docs.example/assets/js/layout.js']);
    expect(prefetch('/nowhere.html')).toBe(false);
    expect(asked).toEqual([]);
  });
});
