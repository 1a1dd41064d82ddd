/** @jest-environment jsdom */
import {isEditable, isSearchShortcut, shortcutLabel, type KeyLike} from '@site/src/lib/search/shortcuts';

const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: document.body,
  ...extra,
});

describe('search shortcuts', () => {
  it('opens with Ctrl+K and Cmd+K anywhere, even in a field', () => {
    const input = document.createElement('input');
    expect(isSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true, target: input}))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', {ctrlKey: true, shiftKey: true}))).toBe(false);
  });

  it('opens with / except where the reader types', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    const checkbox = Object.assign(document.createElement('input'), {type: 'checkbox'});
    expect(isSearchShortcut(key('/', {target: textarea}))).toBe(false);
    expect(isSearchShortcut(key('/', {target: document.createElement('input')}))).toBe(false);
    expect(isSearchShortcut(key('/', {target: checkbox}))).toBe(true);
    expect(isSearchShortcut(key('/', {ctrlKey: true}))).toBe(false);
    expect(isSearchShortcut(key('/', {isComposing: true}))).toBe(false);
    expect(isEditable(checkbox)).toBe(false);
    // jsdom does not implement isContentEditable; the tag rules are what it can check.
    expect(isEditable(null)).toBe(false);
  });

  it('shows the key of the reader’s system', () => {
    expect(shortcutLabel('MacIntel')).toBe('⌘ K');
    expect(shortcutLabel('Linux x86_64')).toBe('Ctrl K');
  });
});
