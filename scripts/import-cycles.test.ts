// No import cycle in any app or package, counting what ESLint's cycle rule skips: type-only imports
// (import-x/no-cycle never follows them) and lazy `import()`s. A cycle of either still ties two
// modules' designs together; a type two modules share gets a module of its own instead.
import { globSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Each tree's modules import one another by relative path (packages are reached by name, one way: lint's boundaries). */
const SOURCES = ['apps/web/src', 'apps/console/src', 'apps/server/src', 'packages/contract/src', 'packages/geo/src'];

/** Each module of a tree (tests aside) with the tree's modules it imports, statically, for types or lazily. */
function importGraph(source: string): Map<string, string[]> {
  const modules = globSync('**/*.{ts,tsx}', { cwd: join(ROOT, source) }).filter((file) => !/\.test\.tsx?$/.test(file));
  const known = new Set(modules);
  // Written with or without the extension; a folder means its index.
  const resolve = (target: string) => [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((candidate) => known.has(candidate));
  return new Map(
    modules.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, source, file), 'utf8'), true, true);
      const imported = importedFiles.filter(({ fileName }) => fileName.startsWith('.')).map(({ fileName }) => resolve(normalize(join(dirname(file), fileName))));
      return [file, imported.filter((target) => target !== undefined)];
    }),
  );
}

/** The modules of every cycle (Tarjan's strongly connected components of more than one module, or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(module, Math.min(low.get(module)!, index.get(target)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || graph.get(module)?.includes(module)) found.push(component.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

describe('the import graphs', () => {
  it.each(SOURCES)('%s has no cycle, type-only and lazy imports counted', (source) => {
    const graph = importGraph(source);
    expect(graph.size).toBeGreaterThan(2);
    expect(cycles(graph)).toEqual([]);
  });

  it('sees lazy and type-only imports', () => {
    const web = importGraph('apps/web/src');
    expect(web.get('root-layout.tsx')).toContain('features/audio-guide/audio-guide-root.tsx');
    expect(web.get('platform/location/browser-source.ts')).toContain('platform/location/location-source.ts');
    expect(importGraph('apps/server/src').get('platform/db/database.ts')).toContain('platform/db/tenant-scope.ts');
  });

  it('finds a cycle of a type-only import back to a module that imports it lazily', () => {
    const planted = new Map([
      ['i18n/index.ts', ['i18n/en.ts', 'storage.ts']],
      ['i18n/en.ts', ['i18n/index.ts']],
      ['storage.ts', []],
      ['self.ts', ['self.ts']],
    ]);
    expect(cycles(planted)).toEqual([['i18n/en.ts', 'i18n/index.ts'], ['self.ts']]);
  });
});
