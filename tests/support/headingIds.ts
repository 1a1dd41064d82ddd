/**
 * The heading ids of the page model (plugins/page-model) beside the ids of the built HTML, page by
 * page, for every doc of a docs folder: levels 2 to 6 in page order (a level-1 heading is rendered
 * without an id). Used over docs/ (tests/build/pageModel.test.ts) and over the migrated fixture
 * (tests/build/migrate.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {readPageFiles} from './readPages';

export interface PageIds {
  /** The doc, relative to its docs folder. */
  readonly file: string;
  readonly route: string;
  /** `level:id` of each heading, from the page model and from the HTML. */
  readonly model: string[];
  readonly html: string[];
}

function listDocs(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listDocs(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export async function headingIdsByPage(docsDir: string, buildDir: string): Promise<PageIds[]> {
  const files = listDocs(docsDir).sort();
  const pages = await readPageFiles(files, {headingsOnly: true});
  return files.map((full, i) => {
    const page = pages[i];
    const file = path.relative(docsDir, full);
    const route = page?.frontMatter.slug;
    if (typeof route !== 'string')
      throw new Error(`${file}: no slug in its front matter, so no address to find its HTML at`);
    const $ = load(fs.readFileSync(path.join(buildDir, route.endsWith('/') ? `${route}index.html` : route), 'utf8'));
    const html = $('article :is(h2, h3, h4, h5, h6)[id]')
      .map((_i, el) => `${el.tagName.slice(1)}:${$(el).attr('id')}`)
      .get();
    const model = (page?.headings ?? []).filter((h) => h.depth >= 2).map((h) => `${h.depth}:${h.id}`);
    return {file, route, model, html};
  });
}
