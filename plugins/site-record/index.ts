/**
 * The site record of the spec (§3): title, description, base, and one record per page (title,
 * frontmatter, regularPath, key, path, headers of levels 2-3, lastUpdated), written to `/site.json`
 * by the build. Components get it as global data (`useSiteRecord()`), without each page's headers
 * and front matter: global data ships in the main bundle of every page, and those two fields are
 * 35 KB of its gzip weight (measured on the 164 pages) that no component reads.
 * It also checks each page's front matter `meta` and fails the build naming the file. Front matter
 * `legacy_anchors` (old heading ids kept as anchors, plugins/legacy-anchors) stays out of the record.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {validateMeta} from '../../src/lib/metaFrontMatter';
import {formatLastUpdated} from '../../src/lib/lastUpdated';
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

/** The site record as components see it: every page, without its headers and front matter. */
export interface SiteRecordSummary {
  readonly title: string;
  readonly description: string;
  readonly base: string;
  readonly pages: Omit<PageRecord, 'headers' | 'frontmatter'>[];
}

export function summarize(record: SiteRecord): SiteRecordSummary {
  return {
    ...record,
    pages: record.pages.map(({title, regularPath, key, path: pagePath, lastUpdated}) => ({title, regularPath, key, path: pagePath, lastUpdated})),
  };
}

export const SITE_RECORD_FILE = 'site.json';

export default function siteRecordPlugin(context: LoadContext): Plugin {
  let record: SiteRecord | null = null;
  return {
    name: 'site-record',
    async allContentLoaded({allContent, actions}) {
      const docs = (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions.flatMap((v) => v.docs) ?? [];
      const problems: string[] = [];
      const pages = docs
        .map((doc): PageRecord => {
          const file = path.resolve(context.siteDir, aliasedSitePathToRelativePath(doc.source));
          const meta = validateMeta(doc.frontMatter.meta);
          if (!meta.ok) problems.push(`${path.relative(context.siteDir, file)}: front matter ${meta.error}`);
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
