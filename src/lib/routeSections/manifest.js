/**
 * The route table's sections, as the browser bundle sees them. This file is what the server bundle,
 * Node and the tests get: no sections, so the route table (`@generated/routes`) is complete. In the
 * browser bundle plugins/route-sections replaces its text with the real manifest: for each section
 * a loader of its routes, the route arrays those routes go into, and the top-level pages.
 */
/** @type {Readonly<Record<string, () => Promise<{default: Record<string, unknown[]>}>>> | null} */
export const sections = null;
/** @type {readonly unknown[][]} */
export const leafArrays = [];
/** @type {readonly string[]} */
export const topLevelPaths = [];
