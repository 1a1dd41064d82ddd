// Change: wrap. Adds the page's front matter `meta` entries as <meta name content> tags (checked
// at build time by plugins/site-content); Head replaces them on every page change.
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {validateMeta} from '@site/src/lib/metaFrontMatter';

export default function MetadataWrapper(): ReactNode {
  const {frontMatter} = useDoc();
  const result = validateMeta((frontMatter as {meta?: unknown}).meta);
  return (
    <>
      <Metadata />
      {result.ok && result.meta.length > 0 && (
        <Head>
          {result.meta.map(({name, content}) => (
            <meta key={name} name={name} content={content} />
          ))}
        </Head>
      )}
    </>
  );
}
