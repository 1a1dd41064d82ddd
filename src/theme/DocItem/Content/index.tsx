// Change: ejected. Shows front matter `applies_to` as a plain line directly under the title
// ("Applies to Core 2.0 – 2.6", src/lib/appliesTo.ts); a wrap cannot reach inside the <header>.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
// BEGIN CHANGE
import {formatAppliesTo, parseAppliesTo} from '@site/src/lib/appliesTo';
import styles from './styles.module.css';
// END CHANGE

/**
 Title can be declared inside md content or declared through
 front matter and added manually. To make both cases consistent,
 the added title is added under the same div.markdown block
 See https://github.com/facebook/docusaurus/pull/4882#issuecomment-853021120

 We render a "synthetic title" if:
 - user doesn't ask to hide it with front matter
 - the markdown content does not already contain a top-level h1 heading
*/
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

// BEGIN CHANGE
/** The text of the line under the title, or null without a valid `applies_to`. */
function useAppliesTo(): string | null {
  const {frontMatter} = useDoc();
  const parsed = parseAppliesTo((frontMatter as {applies_to?: unknown}).applies_to);
  return parsed.ok ? formatAppliesTo(parsed.value) : null;
}
// END CHANGE

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  // BEGIN CHANGE
  const appliesTo = useAppliesTo();
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {(syntheticTitle || appliesTo) && (
        <header>
          {syntheticTitle && <Heading as="h1">{syntheticTitle}</Heading>}
          {appliesTo && (
            <p className={styles.appliesTo} data-testid="applies-to">
              {appliesTo}
            </p>
          )}
        </header>
      )}
      <MDXContent>{children}</MDXContent>
    </div>
  );
  // END CHANGE
}
