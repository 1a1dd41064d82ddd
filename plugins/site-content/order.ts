/**
 * The reading order of the site: the sidebars as sidebars.ts lists them, each page at its first
 * place. A page that no sidebar lists (one its folder page links to) follows the last listed page
 * of its folder, or of the nearest folder above; such pages keep the order of their ids, a folder
 * page before the pages inside it. A page with no listed page near it comes first.
 */

/** The parts of a sidebar item that matter here (the docs plugin's loaded sidebars have them). */
export interface SidebarItemLike {
  readonly type: string;
  readonly id?: string;
  readonly items?: readonly SidebarItemLike[];
  readonly link?: {readonly type: string; readonly id?: string};
}

export type SidebarsLike = Readonly<Record<string, readonly SidebarItemLike[]>>;

/** Doc ids in the order the sidebars show them (`doc` items and category links; not `ref`s). */
export function sidebarDocIds(sidebars: SidebarsLike): string[] {
  const ids: string[] = [];
  const visit = (items: readonly SidebarItemLike[]) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id) ids.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
        visit(item.items ?? []);
      }
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return [...new Set(ids)];
}

const folderOf = (id: string) => (id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '');
/** Sorts a folder page ('faq/index') before the pages inside it ('faq/bounties'). */
const sortKey = (id: string) => (id === 'index' ? '' : id.endsWith('/index') ? id.slice(0, -'index'.length) : id);

/** The last listed doc in `folder` or below it, else in the nearest folder above (at the top: a top-level doc). */
function lastListedNear(listed: readonly string[], folder: string): string | undefined {
  for (let current = folder; ; current = folderOf(current)) {
    for (let i = listed.length - 1; i >= 0; i -= 1) {
      const candidate = listed[i] ?? '';
      const candidateFolder = folderOf(candidate);
      if (candidateFolder === current || (current !== '' && candidateFolder.startsWith(`${current}/`)))
        return candidate;
    }
    if (current === '') return undefined;
  }
}

/** Every doc, in reading order. */
export function orderDocs<D extends {readonly id: string}>(docs: readonly D[], sidebars: SidebarsLike): D[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const listed = sidebarDocIds(sidebars).filter((id) => byId.has(id));
  const listedSet = new Set(listed);
  const unlisted = docs
    .map((doc) => doc.id)
    .filter((id) => !listedSet.has(id))
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));

  // Each unlisted doc follows the last listed doc of its folder or of the nearest folder above.
  const following = new Map<string, string[]>();
  for (const id of unlisted) {
    const anchor = lastListedNear(listed, folderOf(id));
    following.set(anchor ?? '', [...(following.get(anchor ?? '') ?? []), id]);
  }
  const ordered = listed.flatMap((id) => [id, ...(following.get(id) ?? [])]);
  return [...(following.get('') ?? []), ...ordered]
    .map((id) => byId.get(id))
    .filter((doc): doc is D => doc !== undefined);
}
