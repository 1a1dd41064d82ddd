/**
 * Old deep links (front matter `legacy_anchors`, see plugins/legacy-anchors): each old id becomes an
 * empty element inside the heading that covers its subject today, so a link to `#old-id` scrolls to
 * that heading. The element has no text and is hidden from assistive technology; it is no heading,
 * so the TOC, the site record and search never list it.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import MDXHeading from '@theme/MDXComponents/Heading';
import {LEGACY_ANCHORS_ATTRIBUTE, splitLegacyAnchors} from '@site/src/lib/legacyAnchors';

export default function LegacyAnchor({id}: {readonly id: string}): ReactNode {
  // Registered like a heading id, so that links to it pass `onBrokenAnchors: 'throw'`.
  useBrokenLinks().collectAnchor(id);
  // The scroll margin of headings: the sticky navbar does not cover the heading on arrival.
  const targetClassName = useAnchorTargetClassName(id);
  return <span id={id} className={clsx('legacy-anchor', targetClassName)} aria-hidden="true" />;
}

type Level = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
type TagProps = ComponentProps<Level> & {readonly legacyAnchors: readonly string[]};

function tagWithAnchors(Tag: Level): (props: TagProps) => ReactNode {
  return function HeadingTagWithLegacyAnchors({legacyAnchors, children, ...props}: TagProps): ReactNode {
    return (
      <Tag {...props}>
        {legacyAnchors.map((id) => (
          <LegacyAnchor key={id} id={id} />
        ))}
        {children}
      </Tag>
    );
  };
}

const TAGS: Record<Level, (props: TagProps) => ReactNode> = {
  h2: tagWithAnchors('h2'),
  h3: tagWithAnchors('h3'),
  h4: tagWithAnchors('h4'),
  h5: tagWithAnchors('h5'),
  h6: tagWithAnchors('h6'),
};

export type HeadingProps = ComponentProps<Level> & {readonly [LEGACY_ANCHORS_ATTRIBUTE]?: string};

/** The MDX component of a heading level: the theme's heading, with the heading's old ids inside it. */
export function headingWithLegacyAnchors(level: Level): (props: HeadingProps) => ReactNode {
  return function MDXHeadingWithLegacyAnchors({
    [LEGACY_ANCHORS_ATTRIBUTE]: attribute,
    ...props
  }: HeadingProps): ReactNode {
    const legacyAnchors = splitLegacyAnchors(attribute);
    if (legacyAnchors.length === 0) return <MDXHeading as={level} {...props} />;
    // The theme's Heading renders <As {...props} id className>{children}<hash link /></As>. Given a
    // component as `As`, the anchors go inside the heading while the children stay the heading's own,
    // so the hash link keeps the heading text as its label.
    const as = TAGS[level] as unknown as Level;
    return <MDXHeading as={as} {...props} {...{legacyAnchors}} />;
  };
}
