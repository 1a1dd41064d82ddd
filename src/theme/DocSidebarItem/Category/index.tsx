// Change: wrap. A group that neither links nor collapses (the section headings of the sidebars, as
// "Table of Contents") is a label over its list, not an `<a>` without an address: upstream renders
// one, which search engines read as a broken link (Lighthouse SEO "crawlable anchors"). Every other
// category renders as upstream does.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import CategoryOriginal from '@theme-original/DocSidebarItem/Category';
import type {Props} from '@theme/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import styles from './styles.module.css';

export default function DocSidebarItemCategory(props: Props): ReactNode {
  const {item, onItemClick, activePath, level} = props;
  if (item.collapsible || item.href !== undefined) return <CategoryOriginal {...props} />;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}
    >
      <div className="menu__list-item-collapsible">
        <span className={clsx('menu__link', styles.label)}>{item.label}</span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems items={item.items} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </ul>
    </li>
  );
}
