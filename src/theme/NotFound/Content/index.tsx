// Change: ejected. The legacy site's readers land here from old links, so the page says what
// happened and offers the way home, the three closest addresses, pages the search index finds for
// the words of the address, and the sections, instead of
// upstream's "contact the owner" text.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {SECTIONS} from '@site/src/lib/sections';
import {closestPages} from '@site/src/lib/closestPages';
import {isRoute, useSitePages} from '@site/src/lib/useSiteRecord';
import {useSearchSuggestions} from '@site/src/lib/search';
import styles from './styles.module.css';

interface LinkItem {
  readonly to: string;
  readonly label: string;
  readonly note: string;
}

/** A titled list of links; nothing at all when there are no links. */
function LinkList({
  id,
  title,
  items,
  testId,
}: {
  id: string;
  title: string;
  items: readonly LinkItem[];
  testId?: string;
}): ReactNode {
  if (items.length === 0) return null;
  return (
    <>
      <Heading as="h2" id={`${id}-heading`}>
        {title}
      </Heading>
      <ul className={styles.sections} data-testid={testId} aria-labelledby={`${id}-heading`}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
            <span className={styles.summary}> · {item.note}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  useLocation(); // re-render on navigation
  // The address as asked for (the router's own location is normalized), shown only once hydrated:
  // a static host serves the same 404.html for every unknown address.
  const {pathname} = useHistory().location;
  const isBrowser = useIsBrowser();
  // Each page's title and address, loaded once the page has rendered (none on the server).
  const {pages} = useSitePages();
  // Only the sections this docs tree has: a migrated tree previewed with SWIPECHAIN_DOCS_DIR has
  // its own, and a link to a missing section would break the build.
  const sections = SECTIONS.filter((section) => isRoute(section.to));
  const suggestions = isBrowser ? closestPages(pathname, pages, 3) : [];
  // Pages about the words of the address, from the search index (loaded after the page renders).
  const related = useSearchSuggestions(pathname, 5).pages.filter(
    (page) => !suggestions.some((closest) => closest.path === page.url),
  );
  return (
    <main className={clsx('container margin-vert--xl', className)} data-testid="not-found">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at {isBrowser ? <code className={styles.address}>{pathname}</code> : 'this address'}. It
            may have moved when the documentation was reorganised, or the address may be mistyped.
          </p>
          <p>
            <Link to="/" className="button button--primary">
              Go to the documentation home
            </Link>
          </p>
          <LinkList
            id="closest"
            title="Closest pages"
            testId="closest-pages"
            items={suggestions.map((page) => ({to: page.path, label: page.title, note: page.path}))}
          />
          <LinkList
            id="related"
            title="Pages about these words"
            testId="related-pages"
            items={related.map((page) => ({to: page.url, label: page.title, note: page.section}))}
          />
          <LinkList
            id="sections"
            title="Browse the sections"
            items={sections.map((section) => ({to: section.to, label: section.label, note: section.summary}))}
          />
        </div>
      </div>
    </main>
  );
}
