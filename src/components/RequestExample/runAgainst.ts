/**
 * The "Run against" field: another node to send an example to, such as http://127.0.0.1:4003.
 * Pure checks of what the reader typed; the component keeps the choice in localStorage.
 */

/** localStorage key (Docusaurus adds the site's namespace) for the node a reader runs examples against. */
export const RUN_AGAINST_STORAGE_KEY = 'swipechain-docs.requestExample.runAgainst';

export type OriginCheck = {readonly ok: true; readonly origin: string} | {readonly ok: false; readonly problem: string};

/** Accepts an http or https origin (scheme, host and optional port; a trailing slash is fine). */
export function checkOrigin(input: string): OriginCheck {
  const text = input.trim();
  if (text === '') return {ok: false, problem: 'Enter the address of a node, such as http://127.0.0.1:4003.'};
  if (!/^https?:\/\//i.test(text)) {
    return {ok: false, problem: 'Start the address with http:// or https://, as in http://127.0.0.1:4003.'};
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return {ok: false, problem: `"${text}" is not a valid address.`};
  }
  if (url.username !== '' || url.password !== '') {
    return {ok: false, problem: 'Leave the user name and password out of the address.'};
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(text)) {
    return {ok: false, problem: 'Give only the scheme, host and port, without a path, as in http://127.0.0.1:4003.'};
  }
  return {ok: true, origin: url.origin};
}

/** The origin to send to: the stored choice when it is valid, else the command's own. */
export function effectiveOrigin(stored: string | null, commandOrigin: string): string {
  if (stored === null) return commandOrigin;
  const check = checkOrigin(stored);
  return check.ok ? check.origin : commandOrigin;
}

/**
 * The field's state: while the reader is typing (`draft` is not null) what they typed, where an
 * empty field means the command's own node; otherwise the remembered choice.
 */
export function checkField(draft: string | null, stored: string | null, commandOrigin: string): OriginCheck {
  if (draft === null) return {ok: true, origin: effectiveOrigin(stored, commandOrigin)};
  if (draft.trim() === '') return {ok: true, origin: commandOrigin};
  return checkOrigin(draft);
}

/**
 * What to remember after the reader typed `value`: an origin, null to forget the choice (an empty
 * field, or the command's own node), or undefined to leave the remembered choice as it is (the
 * address is not valid yet).
 */
export function choiceToRemember(value: string, commandOrigin: string): string | null | undefined {
  const check = checkField(value, null, commandOrigin);
  if (!check.ok) return undefined;
  return check.origin === commandOrigin ? null : check.origin;
}
