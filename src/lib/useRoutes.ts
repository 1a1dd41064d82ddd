import {useMemo} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

/** Every canonical address of the site: the permalinks of all docs. */
export function useRoutePaths(): ReadonlySet<string> {
  const allDocs = useAllDocsData();
  return useMemo(
    () =>
      new Set(
        Object.values(allDocs).flatMap((plugin) =>
          plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
        ),
      ),
    [allDocs],
  );
}

export function useIsRoute(): (path: string) => boolean {
  const paths = useRoutePaths();
  return useMemo(() => (path: string) => paths.has(path), [paths]);
}
