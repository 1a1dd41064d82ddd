/**
 * Plain text for assistants (https://llmstxt.org): `/llms.txt` lists every page as a Markdown link
 * with its one-line summary, grouped by section; `/llms-full.txt` holds every page's text as
 * Markdown, in reading order.
 */

export interface LlmsSite {
  readonly title: string;
  readonly description: string;
  /** Absolute address of the site's home ('https://docs.swipechain.org/'). */
  readonly url: string;
}

export interface LlmsPage {
  readonly title: string;
  /** Front matter `description`. */
  readonly description: string;
  /** Absolute address of the page. */
  readonly url: string;
  /** The label of the page's section ('Guidebook'). */
  readonly section: string;
  /** The page as plain Markdown, without its title. */
  readonly markdown: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Square brackets would end the link text early. */
const linkText = (text: string) => oneLine(text).replace(/([[\]\\])/g, '\\$1');

function header(site: LlmsSite): string {
  return `# ${oneLine(site.title)}\n\n> ${oneLine(site.description)}\n`;
}

/** Pages grouped by section, sections in the order their first page comes. */
export function groupBySection(pages: readonly LlmsPage[]): [section: string, pages: LlmsPage[]][] {
  const groups = new Map<string, LlmsPage[]>();
  for (const page of pages) groups.set(page.section, [...(groups.get(page.section) ?? []), page]);
  return [...groups];
}

export function llmsTxt(site: LlmsSite, pages: readonly LlmsPage[], fullTextUrl: string): string {
  const parts = [
    header(site),
    `Every page of ${oneLine(site.title)} (${site.url}), grouped by section. The text of all pages, as ` +
      `Markdown in reading order, is at ${fullTextUrl}.\n`,
  ];
  for (const [section, group] of groupBySection(pages)) {
    const lines = group.map((page) => {
      const summary = oneLine(page.description);
      return `- [${linkText(page.title)}](${page.url})${summary ? `: ${summary}` : ''}`;
    });
    parts.push(`## ${section}\n\n${lines.join('\n')}\n`);
  }
  return parts.join('\n');
}

export function llmsFullTxt(site: LlmsSite, pages: readonly LlmsPage[]): string {
  const parts = [header(site)];
  for (const page of pages) {
    const summary = oneLine(page.description);
    parts.push(
      [`# ${oneLine(page.title)}`, `Source: ${page.url}`, ...(summary ? [`> ${summary}`] : []), page.markdown.trim()]
        .filter(Boolean)
        .join('\n\n') + '\n',
    );
  }
  return parts.join('\n---\n\n');
}
