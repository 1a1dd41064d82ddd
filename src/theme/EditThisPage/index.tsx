// Change: ejected for the legacy label 'Help us improve this page!' (src/siteConstants.ts).
import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import IconEdit from '@theme/Icon/Edit';
import type {Props} from '@theme/EditThisPage';
import {EDIT_LINK_TEXT} from '@site/src/siteConstants';

export default function EditThisPage({editUrl}: Props): ReactNode {
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      {EDIT_LINK_TEXT}
    </Link>
  );
}
