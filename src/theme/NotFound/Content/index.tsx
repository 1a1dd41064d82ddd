// Change: ejected. The legacy site's readers land here from old links, so the page says what
// happened, offers the way home and the sections instead of upstream's "contact the owner" text.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {SECTIONS} from '@site/src/lib/sections';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  useLocation(); // re-render on navigation
  // The address as asked for (the router's own location is normalized), shown only once hydrated:
  // a static host serves the same 404.html for every unknown address.
  const {pathname} = useHistory().location;
  const isBrowser = useIsBrowser();
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
          <Heading as="h2">Browse the sections</Heading>
          <ul className={styles.sections}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
                <span className={styles.summary}> · {section.summary}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
