/**
 * A JSON response, highlighted with the site's Prism theme (light or dark, as the page is). The text
 * is rendered as React text nodes, token by token: nothing from the response becomes HTML.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {Highlight} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function JsonBody({code}: {readonly code: string}): ReactNode {
  const theme = usePrismTheme();
  return (
    <Highlight theme={theme} code={code} language="json">
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        // Scrollable, so it must be reachable by keyboard (as the theme's own code blocks are).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre className={clsx(className, styles.body)} style={style} tabIndex={0}>
          <code>
            {tokens.map((line, lineIndex) => (
              // Lines and tokens never move, so their index is a stable key.
              <span key={lineIndex} {...getLineProps({line})}>
                {line.map((token, tokenIndex) => (
                  <span key={tokenIndex} {...getTokenProps({token})} />
                ))}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
