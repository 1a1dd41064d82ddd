/**
 * The site record of the spec (§3): title, description, base, and one record per page (title,
 * frontmatter, regularPath, key, path, headers of levels 2-3, lastUpdated), written to `/site.json`
 * by the build. Components get only each page's title and address as global data
 * (`useSiteRecord()`): global data ships in the main bundle of every page, so it carries only what a
 * component reads (the not-found page's closest pages).
 * It also checks each page's front matter `meta` and `applies_to` (against the releases of
 * `docs/releases/`, as the content checker does) and fails the build naming the file. Front matter
 * `legacy_anchors` (old heading ids kept as anchors, plugins/legacy-anchors) stays out of the record.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {validateMeta} from '../../src/lib/metaFrontMatter';
import {formatLastUpdated} from '../../src/lib/lastUpdated';
import {releasesFromFolderNames, validateAppliesTo} from '../../src/lib/appliesTo';
import {LEGACY_ANCHORS_KEY} from '../../src/lib/legacyAnchors';
import {extractHeaders, type Header} from './headers';

export interface PageRecord {
  readonly title: string;
  readonly frontmatter: Record<string, unknown>;
  readonly regularPath: string;
  readonly key: string;
  readonly path: string;
  readonly headers: Header[];
  readonly lastUpdated: string | null;
}

export interface SiteRecord {
  readonly title: string;
  readonly description: string;
  readonly base: string;
  readonly pages: PageRecord[];
}

/** The site record as components see it: each page's title and address. */
export interface SiteRecordSummary {
  readonly pages: Pick<PageRecord, 'title' | 'path'>[];
}

export function summarize(record: SiteRecord): SiteRecordSummary {
  return {pages: record.pages.map(({title, path: pagePath}) => ({title, path: pagePath}))};
}

export const SITE_RECORD_FILE = 'site.json';

export default function siteRecordPlugin(context: LoadContext): Plugin {
  let record: SiteRecord | null = null;
  return {
    name: 'site-record',
    async allContentLoaded({allContent, actions}) {
      const versions = (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions ?? [];
      const docs = versions.flatMap((v) => v.docs);
      const releasesDir = path.join(versions[0]?.contentPath ?? path.join(context.siteDir, 'docs'), 'releases');
      const releases = releasesFromFolderNames(
        fs.existsSync(releasesDir) ? fs.readdirSync(releasesDir, {withFileTypes: true}).filter((e) => e.isDirectory()).map((e) => e.name) : [],
      );
      const problems: string[] = [];
      const pages = docs
        .map((doc): PageRecord => {
          const file = path.resolve(context.siteDir, aliasedSitePathToRelativePath(doc.source));
          const meta = validateMeta(doc.frontMatter.meta);
          if (!meta.ok) problems.push(`${path.relative(context.siteDir, file)}: front matter ${meta.error}`);
          if (doc.frontMatter.applies_to !== undefined) {
            const appliesTo = validateAppliesTo(doc.frontMatter.applies_to, releases);
            if (!appliesTo.ok) problems.push(`${path.relative(context.siteDir, file)}: front matter ${appliesTo.error}`);
          }
          // Old heading ids (plugins/legacy-anchors) are no part of the page's record.
          const frontmatter = Object.fromEntries(Object.entries(doc.frontMatter).filter(([key]) => key !== LEGACY_ANCHORS_KEY));
          return {
            title: doc.title,
            frontmatter,
            regularPath: doc.permalink,
            key: doc.id,
            path: doc.permalink,
            headers: extractHeaders(fs.readFileSync(file, 'utf8')),
            lastUpdated: formatLastUpdated(doc.lastUpdatedAt)?.text ?? null,
          };
        })
        .sort((a, b) => a.path.localeCompare(b.path));
      if (problems.length) throw new Error(`Malformed page front matter:\n${problems.join('\n')}`);
      const {siteConfig} = context;
      record = {
        title: siteConfig.title,
        description: siteConfig.tagline,
        base: siteConfig.baseUrl,
        pages,
      };
      actions.setGlobalData(summarize(record));
    },
    async postBuild({outDir}) {
      if (record) await fs.promises.writeFile(path.join(outDir, SITE_RECORD_FILE), `${JSON.stringify(record, null, 1)}\n`);
    },
  };
}
