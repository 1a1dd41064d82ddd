// Change: ejected. The legacy stamp `Last Updated: 11/23/2021, 4:35:31 AM` (en-US, UTC) from
// src/lib/lastUpdated.ts, instead of upstream's "Last updated on Nov 23, 2021 by author".
import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatLastUpdated} from '@site/src/lib/lastUpdated';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const stamp = formatLastUpdated(lastUpdatedAt);
  if (!stamp) return null;
  return (
    <span className={ThemeClassNames.common.lastUpdated} data-testid="last-updated">
      Last Updated:{' '}
      <time dateTime={stamp.iso} itemProp="dateModified">
        {stamp.text}
      </time>
    </span>
  );
}
