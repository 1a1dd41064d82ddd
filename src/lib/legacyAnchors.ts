/**
 * Old deep links: front matter `legacy_anchors` maps an id the old site gave a heading to the id of
 * the heading that covers that subject today. The remark plugin (plugins/legacy-anchors) checks the
 * map against the page and marks each target heading with the old ids; the MDX heading components
 * (src/components/LegacyAnchor) render them as empty anchors inside the heading.
 */

export const LEGACY_ANCHORS_KEY = 'legacy_anchors';

/** The attribute that carries a heading's old ids from the remark plugin to the MDX heading, space separated. */
export const LEGACY_ANCHORS_ATTRIBUTE = 'data-legacy-anchors';

/** What an id may look like: the characters of heading slugs (and of explicit `{#id}` ids). */
const ID = /^[\w-]+$/;

export type LegacyAnchorsParse = {ok: true; anchors: Map<string, string>} | {ok: false; errors: string[]};

/** Reads the front matter value: a map `old-id: heading-id`. */
export function parseLegacyAnchors(value: unknown): LegacyAnchorsParse {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {ok: false, errors: ['must be a map of old ids to heading ids (`old-id: heading-id`, one per line)']};
  }
  const errors: string[] = [];
  const anchors = new Map<string, string>();
  for (const [alias, target] of Object.entries(value)) {
    if (!ID.test(alias)) errors.push(`"${alias}" is not an id (letters, digits, "_" and "-" only)`);
    else if (typeof target !== 'string' || !ID.test(target))
      errors.push(`"${alias}" must point at a heading id, found ${JSON.stringify(target)}`);
    else anchors.set(alias, target);
  }
  return errors.length ? {ok: false, errors} : {ok: true, anchors};
}

/**
 * Checks a parsed map against the page: each target must be a heading of the page, and no old id may
 * already be an id of the page (the alias would hide it or be hidden by it).
 */
export function checkLegacyAnchors(
  anchors: ReadonlyMap<string, string>,
  headingIds: ReadonlySet<string>,
  otherIds: ReadonlySet<string> = new Set(),
): string[] {
  const errors: string[] = [];
  for (const [alias, target] of anchors) {
    if (headingIds.has(alias) || otherIds.has(alias))
      errors.push(`"${alias}" is already an id of this page: remove the alias`);
    if (!headingIds.has(target)) errors.push(`"${alias}" points at "${target}", which is no heading id of this page`);
  }
  return errors;
}

/** The old ids of each target heading, in the order of the map. */
export function aliasesByTarget(anchors: ReadonlyMap<string, string>): Map<string, string[]> {
  const byTarget = new Map<string, string[]>();
  for (const [alias, target] of anchors) byTarget.set(target, [...(byTarget.get(target) ?? []), alias]);
  return byTarget;
}

/** The old ids carried by a heading's attribute. */
export function splitLegacyAnchors(attribute: unknown): string[] {
  return typeof attribute === 'string' ? attribute.split(' ').filter(Boolean) : [];
}
