import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * Every Markdown table, in a region that scrolls sideways when the table is wider than the page.
 * The region takes keyboard focus so that readers without a mouse can scroll it too.
 */
export default function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div className={styles.region} role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
