// Change: eject. Upstream shows the copy and word-wrap buttons through <BrowserOnly>, which renders
// them when useIsBrowser() flips after hydration: one blocking render of every code block's buttons
// on the page, right after the first load. Here they appear in a transition instead (React renders
// it in slices, between frames), and at once on pages reached by in-app navigation.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import {useAfterHydration} from '@site/src/lib/hydration';
import styles from './styles.module.css';

export default function CodeBlockButtons({className}: {readonly className?: string}): ReactNode {
  // Not in the served HTML, as upstream: without the browser they cannot work.
  if (!useAfterHydration()) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
