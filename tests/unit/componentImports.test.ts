// plugins/component-imports: a page that uses a large block imports it itself, so the block stays
// out of the component every doc page loads (src/theme/MDXComponents.tsx no longer lists it).
import {compile} from '@mdx-js/mdx';
import remarkComponentImports from '@site/plugins/component-imports';

const COMPONENTS = {RequestExample: '@site/src/components/RequestExample'};
const IMPORT = 'import RequestExample from "@site/src/components/RequestExample";';

async function compiled(mdx: string): Promise<string> {
  const file = await compile(mdx, {remarkPlugins: [[remarkComponentImports, {components: COMPONENTS}]]});
  return String(file);
}

const count = (text: string, part: string): number => text.split(part).length - 1;

describe('plugins/component-imports', () => {
  it('imports the component into a page that uses it, which then renders the import, not the provider', async () => {
    const js = await compiled(
      '# Title\n\n<RequestExample>\n\n```bash\ncurl https://example.com\n```\n\n</RequestExample>\n',
    );
    expect(count(js, IMPORT)).toBe(1);
    // MDX looks a component up in the provider only when the page does not bind it.
    expect(js).not.toMatch(/_missingMdxReference\("RequestExample"/);
    expect(js).toMatch(/_jsx\(RequestExample,/);
  });

  it('finds the component anywhere in the page: inside lists, other components and inline', async () => {
    for (const mdx of [
      '- item\n\n  <RequestExample>x</RequestExample>\n',
      ':::note\n\n<RequestExample>x</RequestExample>\n\n:::\n',
      'Inline <RequestExample>x</RequestExample> text.\n',
    ]) {
      expect(count(await compiled(mdx), IMPORT)).toBe(1);
    }
  });

  it('leaves pages that do not use it alone', async () => {
    const js = await compiled('# Title\n\nProse, and a <Badge text="2.6" />.\n');
    expect(js).not.toContain('RequestExample');
  });

  it('leaves a page that binds the name itself alone, so the page compiles without a duplicate import', async () => {
    const own = "import RequestExample from './MyExample';\n\n<RequestExample>x</RequestExample>\n";
    const js = await compiled(own);
    expect(js).not.toContain('@site/src/components/RequestExample');
    expect(count(js, 'import RequestExample from')).toBe(1);
    const exported = 'export const RequestExample = () => null;\n\n<RequestExample>x</RequestExample>\n';
    expect(await compiled(exported)).not.toContain('@site/src/components/RequestExample');
  });
});
