/**
 * Text as HTML text or attribute value: its own characters never become markup. Used wherever the
 * build writes HTML by hand (highlighted code, redirect documents).
 */
const ESCAPES: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
