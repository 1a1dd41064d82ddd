import {createSlugger} from '@docusaurus/utils';

export interface Header {
  readonly level: 2 | 3;
  readonly title: string;
  readonly slug: string;
}

/** Markdown inline syntax reduced to the text a reader sees (what Docusaurus slugs from). */
function inlineText(markdown: string): string {
  // Code spans are literal: keep their text out of the other replacements.
  return markdown
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? part.slice(1, -1)
        : part
            .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/(\*\*|__)(.*?)\1/g, '$2')
            .replace(/\*(.*?)\*/g, '$1')
            .replace(/(^|\W)_(.*?)_(?=\W|$)/g, '$1$2')
            .replace(/<[^>]+>/g, '')
            .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1'),
    )
    .join('')
    .trim();
}

/**
 * The level-2 and level-3 headings of a Markdown page, with the ids Docusaurus gives them
 * (github-slugger over the heading text, or an explicit `{#id}`), in page order.
 */
export function extractHeaders(markdown: string): Header[] {
  const slugger = createSlugger();
  const headers: Header[] = [];
  let fence: string | null = null;
  for (const line of markdown.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match?.[1] || match[2] === undefined) continue;
    const depth = match[1].length;
    const explicit = /^(.*?)\s*\{#([\w-]+)\}$/.exec(match[2]);
    const title = inlineText(explicit?.[1] ?? match[2]);
    const slug = explicit?.[2] ?? slugger.slug(title);
    if (depth === 2 || depth === 3) headers.push({level: depth, title, slug});
  }
  return headers;
}
