/**
 * <Badge>: a small label beside text, such as the version that introduced a feature. The label is
 * `text` or the children; `type` is tip (default), warning (warn) or error (danger); `vertical` is
 * top (default) or middle.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {badgeType, badgeVertical} from './options';
import styles from './styles.module.css';

export interface Props {
  readonly text?: string;
  readonly children?: ReactNode;
  readonly type?: 'tip' | 'warning' | 'warn' | 'error' | 'danger';
  readonly vertical?: 'top' | 'middle';
}

export default function Badge({text, children, type, vertical}: Props): ReactNode {
  return (
    <span className={clsx(styles.badge, styles[badgeType(type)], styles[badgeVertical(vertical)])}>
      {text ?? children}
    </span>
  );
}
