/**
 * Runs plugins/search-index/extract.ts outside Jest, the way Docusaurus loads the plugin (jiti), for
 * tests: Jest cannot load the ESM-only unified packages the extractor uses.
 * Input on stdin: {"source": "...", "filePath": "...", "links": {"<absolute source path>": "<address>"}}.
 * Output on stdout: the ExtractedPage as JSON.
 */
import fs from 'node:fs';
import {extractPage} from '../../plugins/search-index/extract';

const input = JSON.parse(fs.readFileSync(0, 'utf8')) as {source: string; filePath: string; links?: Record<string, string>};
extractPage(input.source, {filePath: input.filePath, resolveDocLink: (target) => input.links?.[target]}).then(
  (page) => process.stdout.write(JSON.stringify(page)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
