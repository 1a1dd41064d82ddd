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
import {useSiteRecord} from '@site/src/lib/useSiteRecord';
import {useSearchSuggestions} from '@site/src/lib/search';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  useLocation(); // re-render on navigation
  // The address as asked for (the router's own location is normalized), shown only once hydrated:
  // a static host serves the same 404.html for every unknown address.
  const {pathname} = useHistory().location;
  const isBrowser = useIsBrowser();
  const {pages} = useSiteRecord();
  // Only the sections this docs tree has: a migrated tree previewed with SWIPECHAIN_DOCS_DIR has
  // its own, and a link to a missing section would break the build.
  const sections = SECTIONS.filter((section) => pages.some((page) => page.path === section.to));
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
            There is no page at{' '}
            {isBrowser ? <code className={styles.address}>{pathname}</code> : 'this address'}. It may
            have moved when the documentation was reorganised, or the address may be mistyped.
          </p>
          <p>
            <Link to="/" className="button button--primary">
              Go to the documentation home
            </Link>
          </p>
          {suggestions.length > 0 && (
            <>
              <Heading as="h2" id="closest-heading">
                Closest pages
              </Heading>
              <ul className={styles.sections} data-testid="closest-pages" aria-labelledby="closest-heading">
                {suggestions.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path}>{page.title}</Link>
                    <span className={styles.summary}> · {page.path}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {related.length > 0 && (
            <>
              <Heading as="h2" id="related-heading">
                Pages about these words
              </Heading>
              <ul className={styles.sections} data-testid="related-pages" aria-labelledby="related-heading">
                {related.map((page) => (
                  <li key={page.url}>
                    <Link to={page.url}>{page.title}</Link>
                    <span className={styles.summary}> · {page.section}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {sections.length > 0 && (
            <>
              <Heading as="h2" id="sections-heading">
                Browse the sections
              </Heading>
              <ul className={styles.sections} aria-labelledby="sections-heading">
                {sections.map((section) => (
                  <li key={section.to}>
                    <Link to={section.to}>{section.label}</Link>
                    <span className={styles.summary}> · {section.summary}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
