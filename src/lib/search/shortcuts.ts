/**
 * The keys that open search: Ctrl+K and Cmd+K anywhere, and `/` when the reader is not typing in a
 * field (there `/` is just a character).
 */

/** The parts of a keyboard event that decide; a DOM KeyboardEvent has them all. */
export interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly target: EventTarget | null;
  readonly isComposing?: boolean;
}

/** True when the element takes text input: text fields, text areas, selects, editable content. */
export function isEditable(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(type);
}

export function isSearchShortcut(event: KeyLike): boolean {
  if (event.isComposing) return false;
  const key = event.key.toLowerCase();
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
  return key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
}

/** The shortcut to show: ⌘ K on Apple systems, Ctrl K elsewhere. */
export function shortcutLabel(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘ K' : 'Ctrl K';
}
