/**
 * plugins/route-sections/chunkFiles.ts: the file names of a section's page chunks leave the runtime
 * and travel in the section's chunk. The runtime below has the form Rspack's minifier gives it.
 */
import vm from 'node:vm';
import {
  chunksBySection,
  pruneRuntime,
  registration,
  withoutEntries,
  type GraphChunk,
  type GraphGroup,
} from '@site/plugins/route-sections/chunkFiles';

const RUNTIME =
  'var s={};s.p="/";s.u=e=>"assets/js/"+(({106:"17896441",2359:"routes-faq",0x1f:"aa11bb22",709:"fe6343fd"})[e]||e)+"."+({106:"0a0a0a0a",2359:"1b1b1b1b",31:"2c2c2c2c",709:"3d3d3d3d","x1":"4e4e4e4e"})[e]+".js",' +
  's.gca=function(e){return e=({0x11113f9:"106","routes-faq":"2359",aa11bb22:"31",fe6343fd:"709"})[e]||e,s.p+s.u(e)};';

/** Runs runtime code (and chunk files after it) in a fresh context; gives its `s`. */
function run(...code: string[]) {
  const context = vm.createContext({});
  vm.runInContext('var self=this;', context);
  for (const text of code) vm.runInContext(text, context);
  return vm.runInContext('s', context) as {u(id: string): string; gca(name: string): string};
}

describe('withoutEntries', () => {
  it('drops entries by property name, whatever form the minifier gave the key', () => {
    expect(withoutEntries('{106:"a",0x1f:"b","x-1":"c",d:"e"}', new Set(['31', 'x-1']))).toBe('{106:"a",d:"e"}');
    expect(withoutEntries('{106:"a"}', new Set(['106']))).toBe('{}');
  });

  it('refuses a literal it cannot read entry by entry, rather than guess', () => {
    expect(() => withoutEntries('{106:"a",b:c}', new Set())).toThrow(/unexpected object literal/);
    expect(() => withoutEntries('{106:"a";7:"b"}', new Set())).toThrow(/unexpected object literal/);
  });
});

describe('pruneRuntime', () => {
  const pruned = pruneRuntime(RUNTIME, new Set(['709', '31']), new Set(['fe6343fd', 'aa11bb22']));

  it("takes the moved chunks out of the runtime's three maps", () => {
    expect(pruned).not.toMatch(/709:|0x1f:|[{,]31:|fe6343fd|aa11bb22/);
  });

  it('keeps every other chunk where it was', () => {
    const s = run(pruned);
    expect(s.u('106')).toBe('assets/js/17896441.0a0a0a0a.js');
    expect(s.gca('17896441')).toBe('/assets/js/17896441.0a0a0a0a.js');
    expect(s.gca('routes-faq')).toBe('/assets/js/routes-faq.1b1b1b1b.js');
  });

  it('finds a moved chunk once its section chunk has run, by id and by name', () => {
    const section = registration([
      {id: '709', name: 'fe6343fd', file: 'assets/js/fe6343fd.3d3d3d3d.js'},
      {id: '31', name: null, file: 'assets/js/31.2c2c2c2c.js'},
    ]);
    const other = registration([{id: '5', name: 'five', file: 'assets/js/five.55555555.js'}]);
    const s = run(pruned, section, other);
    expect(s.u('709')).toBe('assets/js/fe6343fd.3d3d3d3d.js');
    expect(s.gca('fe6343fd')).toBe('/assets/js/fe6343fd.3d3d3d3d.js');
    expect(s.u('31')).toBe('assets/js/31.2c2c2c2c.js');
    // A second section adds to what the first put there.
    expect(s.gca('five')).toBe('/assets/js/five.55555555.js');
  });

  it('fails on a chunk file function that is not a plain string concatenation, where the lookup could not go in front', () => {
    const special = RUNTIME.replace('s.u=e=>"assets/js/"+', 's.u=e=>8015!==e?"assets/js/"+').replace(
      '+".js",s.gca',
      '+".js":"assets/js/special.js",s.gca',
    );
    expect(() => pruneRuntime(special, new Set(['709']), new Set())).toThrow(/not a plain string concatenation/);
  });

  it('fails, naming what it expected, on a runtime of another form', () => {
    expect(() => pruneRuntime('var s={};s.u=e=>e+".js";', new Set(), new Set())).toThrow(/chunk asset function/);
    expect(() => pruneRuntime(RUNTIME.replace(/\{106:"17896441"[^}]*\}/, 'm'), new Set(), new Set())).toThrow(
      /two in \.u/,
    );
  });
});

describe('chunksBySection', () => {
  const chunk = (id: string, name: string | null, initial = false): GraphChunk => ({
    id,
    name,
    files: new Set([`assets/js/${name ?? id}.abcdef12.js`]),
    canBeInitial: () => initial,
  });
  const group = (chunks: GraphChunk[], children: GraphGroup[] = []): GraphGroup => ({
    chunks,
    childrenIterable: children,
  });

  it('moves the chunks only one section reaches, and keeps shared, frame and initial ones', () => {
    const shared = chunk('9', 'shared');
    const page = chunk('1', 'page-a');
    const deep = chunk('2', null);
    const frameToo = chunk('3', 'frame-too');
    const faq = group(
      [chunk('20', 'routes-faq')],
      [group([page], [group([deep])]), group([shared]), group([frameToo])],
    );
    const home = group([chunk('21', 'routes-home')], [group([shared])]);
    const entry = group([chunk('0', 'main', true)], [faq, home, group([frameToo]), group([chunk('4', 'notfound')])]);
    const moved = chunksBySection(entry, (name) => name.startsWith('routes-'));
    expect([...moved.keys()]).toEqual(['routes-faq']);
    expect(moved.get('routes-faq')).toEqual([
      {id: '1', name: 'page-a', file: 'assets/js/page-a.abcdef12.js'},
      {id: '2', name: null, file: 'assets/js/2.abcdef12.js'},
    ]);
  });

  it('keeps a chunk loaded together with a section chunk, and an initial chunk, in the runtime', () => {
    const companion = chunk('50', 'companion');
    const initial = chunk('51', 'initial', true);
    const page = chunk('1', 'page-a');
    const a = group([chunk('20', 'routes-a')], [group([page, companion]), group([initial])]);
    const b = group([chunk('21', 'routes-b'), companion]);
    const entry = group([chunk('0', 'main', true)], [a, b]);
    const moved = chunksBySection(entry, (name) => name.startsWith('routes-'));
    expect(moved.get('routes-a')).toEqual([{id: '1', name: 'page-a', file: 'assets/js/page-a.abcdef12.js'}]);
    expect(moved.has('routes-b')).toBe(false);
  });
});

describe('the bundler plugin', () => {
  it('leaves an unminified build (docusaurus build --no-minify) as it is', async () => {
    const {sectionChunkFilesPlugin} = await import('@site/plugins/route-sections');
    const tap = jest.fn();
    const compiler = (minimize: boolean) =>
      ({
        options: {optimization: {minimize}},
        webpack: {Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: 700}, sources: {}},
        hooks: {thisCompilation: {tap}},
      }) as never;
    sectionChunkFilesPlugin.apply(compiler(false));
    expect(tap).not.toHaveBeenCalled();
    sectionChunkFilesPlugin.apply(compiler(true));
    expect(tap).toHaveBeenCalledTimes(1);
  });
});
