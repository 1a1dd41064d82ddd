/**
 * The file names of a section's page chunks travel with the section, not in the runtime.
 *
 * The bundler's runtime (runtime~main.js, in every page's first load) holds three maps with an entry
 * per chunk: chunk id -> name and chunk id -> content hash (`__webpack_require__.u`, the file of a
 * chunk), and Docusaurus' chunk name -> id (`__webpack_require__.gca`). With a chunk per page they
 * grow with the site: 5.7 KiB gzip at 164 pages, 42.5 KiB at ten times as many. Only the pages of a
 * section that is loaded can be asked for, so after minification (`moveSectionChunkFiles`, run by
 * index.ts on the browser bundle of a production build):
 *   - the chunks that only one section's routes reach lose their entries in the three maps;
 *   - the section's chunk file gets a statement that puts them, with their files, in
 *     `self.__routeSectionChunks` when it runs, before any of its modules can ask for them;
 *   - the two runtime functions look there first.
 * The file names still hold the chunks' content hashes, which the bundler's real-content-hash step
 * then rewrites in every file alike. A runtime of an unexpected form fails the build.
 */

/** Where a section chunk puts its chunks' files (`f`, by chunk id) and ids (`i`, by chunk name). */
export const GLOBAL = 'self.__routeSectionChunks';

/** The part of the bundler's chunk graph this step reads (Rspack's Chunk and ChunkGroup). */
export interface GraphChunk {
  readonly id: string | number | null | undefined;
  readonly name?: string | null;
  readonly files: ReadonlySet<string>;
  canBeInitial(): boolean;
}
export interface GraphGroup {
  readonly chunks: readonly GraphChunk[];
  readonly childrenIterable: Iterable<GraphGroup>;
}

/** A page chunk that moves to its section: its id, its name (if any) and its script's file. */
export interface MovedChunk {
  readonly id: string;
  readonly name: string | null;
  readonly file: string;
}

/**
 * The chunks to move, by the name of the section chunk that takes them: those that the routes of one
 * section reach and nothing else does (not the frame, not another section), with one script file.
 */
export function chunksBySection(
  entry: GraphGroup,
  isSectionChunk: (name: string) => boolean,
): Map<string, MovedChunk[]> {
  const sectionOfGroup = (group: GraphGroup) =>
    group.chunks.map((chunk) => chunk.name ?? '').find((name) => name !== '' && isSectionChunk(name));
  const frame = new Set<GraphChunk>(entry.chunks);
  const sectionGroups: [string, GraphGroup][] = [];
  const seen = new Set<GraphGroup>([entry]);
  const queue = [...entry.childrenIterable];
  while (queue.length > 0) {
    const group = queue.shift() as GraphGroup;
    if (seen.has(group)) continue;
    seen.add(group);
    const section = sectionOfGroup(group);
    if (section !== undefined) {
      sectionGroups.push([section, group]);
      // Chunks loaded together with a section chunk are asked for before it has run.
      for (const chunk of group.chunks) if (chunk.name !== section) frame.add(chunk);
      continue;
    }
    for (const chunk of group.chunks) frame.add(chunk);
    queue.push(...group.childrenIterable);
  }
  const sectionsOf = new Map<GraphChunk, Set<string>>();
  for (const [section, root] of sectionGroups) {
    const below = new Set<GraphGroup>();
    const pending = [...root.childrenIterable];
    while (pending.length > 0) {
      const group = pending.shift() as GraphGroup;
      if (below.has(group)) continue;
      below.add(group);
      for (const chunk of group.chunks) sectionsOf.set(chunk, new Set([...(sectionsOf.get(chunk) ?? []), section]));
      pending.push(...group.childrenIterable);
    }
  }
  const moved = new Map<string, MovedChunk[]>();
  for (const [chunk, sections] of sectionsOf) {
    const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
    const section = [...sections][0];
    if (sections.size !== 1 || section === undefined || frame.has(chunk) || chunk.canBeInitial()) continue;
    if (chunk.id === null || chunk.id === undefined || scripts.length !== 1 || isSectionChunk(chunk.name ?? ''))
      continue;
    const list = moved.get(section) ?? [];
    list.push({id: String(chunk.id), name: chunk.name ?? null, file: scripts[0] as string});
    moved.set(section, list);
  }
  return moved;
}

/** One `key:"value"` entry of a minified object literal. */
const ENTRY = /(0x[\da-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?|"(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*):("(?:[^"\\]|\\.)*")/gi;

/** A key as the property name it stands for (`0x1f` and `31` are "31", `"a"` and `a` are "a"). */
function propertyName(key: string): string {
  if (key.startsWith('"')) return JSON.parse(key) as string;
  if (/^0x/i.test(key)) return String(parseInt(key, 16));
  if (/^\d/.test(key)) return String(Number(key));
  return key;
}

/** An object literal of string values (`{1:"a",b:"c"}`) without the entries whose names are in `drop`. */
export function withoutEntries(literal: string, drop: ReadonlySet<string>): string {
  const inner = literal.slice(1, -1);
  const kept: string[] = [];
  let dropped = 0;
  let consumed = 0;
  for (const match of inner.matchAll(ENTRY)) {
    const [whole, key, value] = match as unknown as [string, string, string];
    // Entries are separated by single commas and nothing else.
    const expected = kept.length + dropped === 0 ? 0 : consumed + 1;
    if (match.index !== expected || (expected > 0 && inner[consumed] !== ','))
      throw new Error(`unexpected object literal ${literal.slice(0, 80)}`);
    consumed = match.index + whole.length;
    if (drop.has(propertyName(key))) dropped += 1;
    else kept.push(`${key}:${value}`);
  }
  if (consumed !== inner.replace(/,$/, '').length) throw new Error(`unexpected object literal ${literal.slice(0, 80)}`);
  return `{${kept.join(',')}}`;
}

/** The object literals (without nested braces) in `source` from `start` to `end`, with their places. */
function literalsIn(source: string, start: number, end: number): {at: number; text: string}[] {
  const found: {at: number; text: string}[] = [];
  const literal = /\{[^{}]*\}/g;
  literal.lastIndex = start;
  for (let match = literal.exec(source); match && match.index < end; match = literal.exec(source))
    found.push({at: match.index, text: match[0]});
  return found;
}

/**
 * The minified runtime without the moved chunks' entries in its three maps, its two functions
 * looking in `self.__routeSectionChunks` first. Throws when the runtime does not have the expected form.
 */
export function pruneRuntime(source: string, ids: ReadonlySet<string>, names: ReadonlySet<string>): string {
  const u = /([\w$]+)\.u=([\w$]+)=>/.exec(source);
  const gca = /([\w$]+)\.gca=function\(([\w$]+)\)\{return ([\w$]+)=/.exec(source);
  if (!u || !gca || gca[2] !== gca[3])
    throw new Error('the runtime has no chunk file function (.u) or chunk asset function (.gca) of the expected form');
  // The body must be the string concatenation the minifier writes ("assets/js/"+…+".js"): the
  // prefix below is only right in front of that.
  if (source[u.index + u[0].length] !== '"')
    throw new Error('the chunk file function (.u) is not a plain string concatenation');
  const uEnd = source.indexOf('.js"', u.index);
  const uMaps = literalsIn(source, u.index, uEnd);
  const gcaEnd = source.indexOf('}', source.indexOf('{', gca.index + gca[0].length));
  const gcaMaps = literalsIn(source, gca.index + gca[0].length, gcaEnd + 1).slice(0, 1);
  if (uEnd < 0 || uMaps.length !== 2 || gcaMaps.length !== 1)
    throw new Error('the runtime chunk maps do not have the expected form (two in .u, one in .gca)');
  const edits = [
    ...uMaps.map((map) => ({at: map.at, length: map.text.length, text: withoutEntries(map.text, ids)})),
    ...gcaMaps.map((map) => ({at: map.at, length: map.text.length, text: withoutEntries(map.text, names)})),
    {at: u.index + u[0].length, length: 0, text: `${GLOBAL}&&${GLOBAL}.f[${u[2]}]||`},
    {at: gca.index + gca[0].length, length: 0, text: `${GLOBAL}&&${GLOBAL}.i[${gca[2]}]||`},
  ].sort((a, b) => b.at - a.at);
  let out = source;
  for (const edit of edits) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at + edit.length);
  return out;
}

/** The statement a section chunk's file ends with: its chunks' files and ids, for the runtime. */
export function registration(chunks: readonly MovedChunk[]): string {
  const files = Object.fromEntries(chunks.map((chunk) => [chunk.id, chunk.file]));
  const ids = Object.fromEntries(chunks.flatMap((chunk) => (chunk.name === null ? [] : [[chunk.name, chunk.id]])));
  return (
    `\n;(function(r){Object.assign(r.f,${JSON.stringify(files)});Object.assign(r.i,${JSON.stringify(ids)})})` +
    `(${GLOBAL}=${GLOBAL}||{f:{},i:{}});`
  );
}
