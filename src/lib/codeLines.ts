/**
 * The markup of a code block's lines, shared by the build-time highlighter (plugins/code-highlight)
 * and the theme's CodeBlock for blocks that arrive unhighlighted: one `div.token-line` per line
 * (Docusaurus' markup), highlighted lines with their magic-comment classes, and with line numbers a
 * number cell and a content cell (styled in src/theme/CodeBlock/styles.module.css).
 */
export const LINE_CLASS = 'token-line';
export const NUMBERED_LINE_CLASS = 'code-line';
export const LINE_NUMBER_CLASS = 'code-line-number';
export const LINE_CONTENT_CLASS = 'code-line-content';

/**
 * @param lines each line's inner HTML (escaped text, token spans)
 * @param lineClassNames classes per 0-based line (highlighted lines)
 * @param numbered whether the block shows line numbers
 */
export function linesToHtml(
  lines: readonly string[],
  lineClassNames: Readonly<Record<number, readonly string[]>>,
  numbered: boolean,
): string {
  return lines
    .map((line, index) => {
      const classes = [LINE_CLASS, ...(lineClassNames[index] ?? []), ...(numbered ? [NUMBERED_LINE_CLASS] : [])];
      const content = numbered
        ? `<span class="${LINE_NUMBER_CLASS}"></span><span class="${LINE_CONTENT_CLASS}">${line}</span>`
        : line;
      return `<div class="${classes.join(' ')}">${content}<br></div>`;
    })
    .join('');
}
