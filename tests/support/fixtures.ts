import routesJson from '../../content/routes.json';
import sidebarsJson from '../fixtures/sidebars.json';

export interface Route {
  path: string;
  title: string;
  sidebar: string;
}

export type SidebarItem = {page: string; label?: string} | {group: string; collapsible: boolean; items: SidebarItem[]};

export const ROUTES: Route[] = routesJson.pages;
export const SIDEBARS = sidebarsJson.sidebars as Record<string, SidebarItem[]>;
export const ROUTE_BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The labels a sidebar shows at its top level: an item's label or page title, a group's name. */
export function topLevelLabels(sidebar: string): string[] {
  return (SIDEBARS[sidebar] ?? []).map((item) =>
    'group' in item ? item.group : (item.label ?? ROUTE_BY_PATH.get(item.page)?.title ?? item.page),
  );
}
