/** The section of an address: its first path segment without `.html`; `` for the home page. */
export function routeSection(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first.endsWith('.html') ? first.slice(0, -'.html'.length) : first;
}

/** The name of a section's chunk of routes (plugins/route-sections names it; prefetch asks for it). */
export function sectionChunkName(section: string): string {
  return `routes-${section === '' ? 'home' : section.replace(/[^\w-]/g, '_')}`;
}
