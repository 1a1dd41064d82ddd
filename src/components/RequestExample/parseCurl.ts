/**
 * Reads one curl command the way a POSIX shell and curl would, far enough to send the same request
 * from a browser, and refuses anything it cannot reproduce safely: other commands, shell operators,
 * substitutions, files, and options it does not know. Pure: no I/O, no DOM.
 */

export type Header = readonly [name: string, value: string];

export interface CurlCommand {
  /** The absolute http(s) URL, as written (curl drops the #fragment; so does fetch). */
  readonly url: string;
  /** From -X/--request; null when the command leaves the method to curl. */
  readonly method: string | null;
  /** From -H/--header, in order. A header written `Name;` has an empty value. */
  readonly headers: readonly Header[];
  /** Every -d/--data… value in order; curl joins them with `&`. */
  readonly data: readonly string[];
  /** -G/--get: the data goes into the query string. */
  readonly get: boolean;
  /** -I/--head. */
  readonly head: boolean;
  /** -u/--user, split at the first colon. */
  readonly user: {readonly name: string; readonly password: string} | null;
  /** -A/--user-agent. */
  readonly userAgent: string | null;
  /** -b/--cookie, a `name=value; name2=value2` string. */
  readonly cookie: string | null;
  /** --compressed: the browser always negotiates compression itself. */
  readonly compressed: boolean;
}

export type ParseResult =
  {readonly ok: true; readonly command: CurlCommand} | {readonly ok: false; readonly problem: string};

type TokenizeResult = {readonly ok: true; readonly words: string[]} | {readonly ok: false; readonly problem: string};

const OPERATOR_CHARS = new Set([';', '&', '|', '<', '>', '(', ')']);
const WHITESPACE = new Set([' ', '\t', '\r']);
const NAME_START = /[A-Za-z_]/;
const SPECIAL_PARAMETER = /[0-9@*#?$!-]/;

function refuse(problem: string): {ok: false; problem: string} {
  return {ok: false, problem};
}

/** What a `$` followed by `next` would expand to in a shell, or null when the `$` is literal. */
function expansionProblem(next: string | undefined, rest: string): string | null {
  if (next === '(') return 'it uses command substitution, "$(…)"';
  if (next === '{') return 'it uses a shell variable, "${…}"';
  if (next !== undefined && NAME_START.test(next)) {
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest)?.[0] ?? next;
    return `it uses a shell variable, "$${name}"`;
  }
  if (next !== undefined && SPECIAL_PARAMETER.test(next)) return `it uses a shell parameter, "$${next}"`;
  return null;
}

/**
 * Splits a command into words as a shell would: single quotes, double quotes, backslash escapes and
 * `\`-newline continuations. Comments (`#` at the start of a word) are dropped.
 */
export function tokenize(source: string): TokenizeResult {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let line = 1;
  let ended = false;
  let i = 0;
  const endWord = (): void => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };

  while (i < source.length) {
    const c = source[i] as string;
    if (ended && !WHITESPACE.has(c) && c !== '\n' && c !== '#') {
      return refuse(`it holds more than one command (line ${line} starts another one)`);
    }

    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined) return refuse('it ends with a backslash, which continues onto a line that is not there');
      if (next === '\n') {
        line += 1;
        i += 2;
      } else if (next === '\r' && source[i + 2] === '\n') {
        line += 1;
        i += 3;
      } else {
        word += next;
        inWord = true;
        i += 2;
      }
      continue;
    }

    if (c === "'") {
      const end = source.indexOf("'", i + 1);
      if (end === -1) return refuse("a single quote (') is never closed");
      const quoted = source.slice(i + 1, end);
      line += quoted.split('\n').length - 1;
      word += quoted;
      inWord = true;
      i = end + 1;
      continue;
    }

    if (c === '"') {
      inWord = true;
      i += 1;
      let closed = false;
      while (i < source.length) {
        const d = source[i] as string;
        if (d === '"') {
          closed = true;
          i += 1;
          break;
        }
        if (d === '\\') {
          const next = source[i + 1];
          if (next === '\n') {
            line += 1;
            i += 2;
          } else if (next === '$' || next === '`' || next === '"' || next === '\\') {
            word += next;
            i += 2;
          } else {
            word += d;
            i += 1;
          }
          continue;
        }
        if (d === '`') return refuse('it uses command substitution with backticks (`…`)');
        if (d === '$') {
          const problem = expansionProblem(source[i + 1], source.slice(i + 1));
          if (problem !== null) return refuse(problem);
        }
        if (d === '\n') line += 1;
        word += d;
        i += 1;
      }
      if (!closed) return refuse('a double quote (") is never closed');
      continue;
    }

    if (c === '\n') {
      endWord();
      // An unescaped newline ends the command; only blank lines and comments may follow.
      if (words.length > 0) ended = true;
      line += 1;
      i += 1;
      continue;
    }

    if (WHITESPACE.has(c)) {
      endWord();
      i += 1;
      continue;
    }

    if (c === '#' && !inWord) {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
      continue;
    }

    if (OPERATOR_CHARS.has(c)) {
      let operator = c;
      while (i + operator.length < source.length && OPERATOR_CHARS.has(source[i + operator.length] as string)) {
        operator += source[i + operator.length];
      }
      return refuse(`it uses the shell operator "${operator}"`);
    }

    if (c === '`') return refuse('it uses command substitution with backticks (`…`)');

    if (c === '$') {
      if (source[i + 1] === "'") return refuse("it uses the shell's $'…' quoting");
      const problem = expansionProblem(source[i + 1], source.slice(i + 1));
      if (problem !== null) return refuse(problem);
    }

    word += c;
    inWord = true;
    i += 1;
  }
  endWord();
  return {ok: true, words};
}

type OptionKey =
  | 'request'
  | 'header'
  | 'data'
  | 'data-raw'
  | 'get'
  | 'user'
  | 'user-agent'
  | 'head'
  | 'cookie'
  | 'compressed'
  | 'output-only';

interface OptionSpec {
  readonly key: OptionKey;
  readonly takesValue: boolean;
}

const value = (key: OptionKey): OptionSpec => ({key, takesValue: true});
const flag = (key: OptionKey): OptionSpec => ({key, takesValue: false});

/** -s, -S, -L, -i and -v change what curl prints or redirect handling, not the request itself. */
const LONG_OPTIONS: ReadonlyMap<string, OptionSpec> = new Map([
  ['--request', value('request')],
  ['--header', value('header')],
  ['--data', value('data')],
  ['--data-ascii', value('data')],
  ['--data-binary', value('data')],
  ['--data-raw', value('data-raw')],
  ['--get', flag('get')],
  ['--user', value('user')],
  ['--user-agent', value('user-agent')],
  ['--head', flag('head')],
  ['--cookie', value('cookie')],
  ['--compressed', flag('compressed')],
  ['--silent', flag('output-only')],
  ['--show-error', flag('output-only')],
  ['--location', flag('output-only')],
  ['--include', flag('output-only')],
  ['--verbose', flag('output-only')],
]);

const SHORT_OPTIONS: ReadonlyMap<string, OptionSpec> = new Map([
  ['X', value('request')],
  ['H', value('header')],
  ['d', value('data')],
  ['G', flag('get')],
  ['u', value('user')],
  ['A', value('user-agent')],
  ['I', flag('head')],
  ['b', value('cookie')],
  ['s', flag('output-only')],
  ['S', flag('output-only')],
  ['L', flag('output-only')],
  ['i', flag('output-only')],
  ['v', flag('output-only')],
]);

const METHOD_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_NAME = METHOD_TOKEN;
/** What a header value may hold: Latin-1 text without control characters other than tab. */
const BYTE_STRING = /^[\t\x20-\x7e\x80-\xff]*$/;
/** Methods the Fetch standard forbids a page to send. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

interface Draft {
  url: string | null;
  method: string | null;
  headers: Header[];
  data: string[];
  get: boolean;
  head: boolean;
  user: {name: string; password: string} | null;
  userAgent: string | null;
  cookie: string | null;
  compressed: boolean;
}

/** Applies one option to the draft; returns a problem, or null when all is well. */
function applyOption(draft: Draft, spec: OptionSpec, written: string, optionValue: string): string | null {
  switch (spec.key) {
    case 'request':
      if (!METHOD_TOKEN.test(optionValue)) return `${written} "${optionValue}" is not an HTTP method`;
      if (FORBIDDEN_METHODS.has(optionValue.toUpperCase())) {
        return `browsers do not let a page send a ${optionValue.toUpperCase()} request`;
      }
      draft.method = optionValue;
      return null;
    case 'header': {
      if (optionValue.startsWith('@')) return `${written} ${optionValue} reads headers from a file`;
      const match = /^([^:;]*)([:;])(.*)$/s.exec(optionValue);
      const name = match?.[1]?.trim() ?? '';
      if (match === null || !HEADER_NAME.test(name)) {
        return `${written} "${optionValue}" is not a header written as "Name: value"`;
      }
      const headerValue = (match[3] ?? '').trim();
      if (!BYTE_STRING.test(headerValue)) return `the header ${name} holds characters an HTTP header cannot carry`;
      if (match[2] === ';') {
        draft.headers.push([name, '']);
      } else if (headerValue !== '') {
        draft.headers.push([name, headerValue]);
      }
      // `Name:` with nothing after it tells curl to leave that header out; a browser never adds it.
      return null;
    }
    case 'data':
      if (optionValue.startsWith('@')) return `${written} ${optionValue} reads the request body from a file`;
      draft.data.push(optionValue);
      return null;
    case 'data-raw':
      draft.data.push(optionValue);
      return null;
    case 'user': {
      const colon = optionValue.indexOf(':');
      if (colon === -1) return `${written} "${optionValue}" has no password, so curl would ask for one`;
      draft.user = {name: optionValue.slice(0, colon), password: optionValue.slice(colon + 1)};
      return null;
    }
    case 'user-agent':
      if (!BYTE_STRING.test(optionValue)) return `${written} holds characters an HTTP header cannot carry`;
      draft.userAgent = optionValue;
      return null;
    case 'cookie':
      if (!optionValue.includes('=')) return `${written} ${optionValue} reads cookies from a file`;
      if (!BYTE_STRING.test(optionValue)) return `${written} holds characters an HTTP header cannot carry`;
      draft.cookie = optionValue;
      return null;
    case 'get':
      draft.get = true;
      return null;
    case 'head':
      draft.head = true;
      return null;
    case 'compressed':
      draft.compressed = true;
      return null;
    case 'output-only':
      return null;
  }
}

function checkUrl(url: string): string | null {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url)?.[1];
  if (scheme === undefined) return `the URL "${url}" has no scheme; write it in full, starting with https://`;
  if (!['http', 'https'].includes(scheme.toLowerCase())) {
    return `the URL "${url}" uses ${scheme}:, and only http and https requests can be sent`;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a valid URL`;
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return `the URL "${url}" holds a user name or password; use -u user:password instead`;
  }
  return null;
}

/** Parses one curl command. Refusals name the problem so a writer can fix it and a reader knows why. */
export function parseCurl(source: string): ParseResult {
  const tokens = tokenize(source);
  if (!tokens.ok) return tokens;
  const [program, ...args] = tokens.words;
  if (program === undefined) return refuse('there is no command');
  if (program !== 'curl') return refuse(`it runs "${program}", and only a curl command can be sent`);

  const draft: Draft = {
    url: null,
    method: null,
    headers: [],
    data: [],
    get: false,
    head: false,
    user: null,
    userAgent: null,
    cookie: null,
    compressed: false,
  };

  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;

    if (arg.startsWith('--')) {
      const spec = LONG_OPTIONS.get(arg);
      if (spec === undefined) return refuse(`it uses the option ${arg}, which this page does not support`);
      let optionValue = '';
      if (spec.takesValue) {
        const next = args[index + 1];
        if (next === undefined) return refuse(`${arg} needs a value`);
        optionValue = next;
        index += 1;
      }
      const problem = applyOption(draft, spec, arg, optionValue);
      if (problem !== null) return refuse(problem);
      continue;
    }

    if (arg.startsWith('-') && arg.length > 1) {
      // Short options can be grouped (-sG) and a value can follow its letter directly (-XPOST).
      for (let at = 1; at < arg.length; at += 1) {
        const letter = arg[at] as string;
        const spec = SHORT_OPTIONS.get(letter);
        if (spec === undefined) return refuse(`it uses the option -${letter}, which this page does not support`);
        let optionValue = '';
        if (spec.takesValue) {
          if (at + 1 < arg.length) {
            optionValue = arg.slice(at + 1);
          } else {
            const next = args[index + 1];
            if (next === undefined) return refuse(`-${letter} needs a value`);
            optionValue = next;
            index += 1;
          }
        }
        const problem = applyOption(draft, spec, `-${letter}`, optionValue);
        if (problem !== null) return refuse(problem);
        if (spec.takesValue) break;
      }
      continue;
    }

    if (draft.url !== null) return refuse(`it names more than one URL ("${draft.url}" and "${arg}")`);
    draft.url = arg;
  }

  if (draft.url === null) return refuse('it has no URL');
  const urlProblem = checkUrl(draft.url);
  if (urlProblem !== null) return refuse(urlProblem);

  const hasBody = draft.data.length > 0 && !draft.get;
  if (draft.head && hasBody) return refuse('it asks for both -I (HEAD) and a request body (-d); curl refuses that too');
  const method = draft.method?.toUpperCase();
  if (hasBody && (method === 'GET' || method === 'HEAD')) {
    return refuse(`browsers cannot send a ${method} request with a body; add -G to put the data in the query`);
  }

  const {url, ...rest} = draft;
  return {ok: true, command: {url, ...rest}};
}
