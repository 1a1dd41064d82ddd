import type {RouteConfig} from 'react-router-config';

/** A section's routes, by the index of the route array (leafArrays) they go into. */
export interface SectionModule {
  readonly default: Readonly<Record<string, RouteConfig[]>>;
}
/** Null when the route table is complete (the server, Node, tests). */
export const sections: Readonly<Record<string, () => Promise<SectionModule>>> | null;
export const leafArrays: readonly RouteConfig[][];
export const topLevelPaths: readonly string[];
