// Lint that proves itself: each architecture rule of eslint.config.js is shown a planted violation
// (an in-memory file at a real place in the tree, importing real modules) and must report it, and a
// file that keeps every rule must pass. Imports are written without their extension on purpose:
// only the TypeScript resolver finds those, and a rule that cannot resolve an import skips it.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules that report `code` as the file `file` (a path from the repo root). */
async function firedRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** One module of `folder` (a path from the repo root), as an import from `fromFolder`, without its extension. */
function moduleOf(folder: string, fromFolder: string): string {
  const entries = readdirSync(join(root, folder), { withFileTypes: true, recursive: true });
  const file = entries.find((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name));
  if (!file) throw new Error(`no module in ${folder}`);
  const path = relative(join(root, fromFolder), join(file.parentPath, file.name)).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Two features of an app's `features/` folder, to plant one importing the other. */
function twoFeatures(app: string): [string, string] {
  const [own, other] = readdirSync(join(root, app, 'src/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  if (!own || !other) throw new Error(`${app} has fewer than two features`);
  return [`${app}/src/features/${own.name}`, `${app}/src/features/${other.name}`];
}

/** A file at `from` that imports one module of `to` (folders from the repo root). */
function importing(to: string, from: string): string {
  return `import * as planted from '${moduleOf(to, from)}';\nexport const all = [planted];\n`;
}

describe('eslint.config.js: each boundary rule fires on a planted violation', () => {
  for (const app of ['apps/web', 'apps/console']) {
    it(`${app}: a feature importing another feature`, async () => {
      const [own, other] = twoFeatures(app);
      expect(await firedRules(`${own}/planted.ts`, importing(other, own))).toContain('boundaries/dependencies');
    });

    it(`${app}: platform importing ui`, async () => {
      expect(await firedRules(`${app}/src/platform/planted.ts`, importing(`${app}/src/ui`, `${app}/src/platform`))).toContain('boundaries/dependencies');
    });
  }

  it('apps/web: entities importing a feature, and ui importing entities', async () => {
    const [feature] = twoFeatures('apps/web');
    expect(await firedRules('apps/web/src/entities/planted.ts', importing(feature, 'apps/web/src/entities'))).toContain('boundaries/dependencies');
    expect(await firedRules('apps/web/src/ui/planted.ts', importing('apps/web/src/entities', 'apps/web/src/ui'))).toContain('boundaries/dependencies');
  });

  it('apps/web: a value from the zod schemas of the contract (types only; values come from the runtime module)', async () => {
    const [own] = twoFeatures('apps/web');
    const fired = await firedRules(`${own}/planted.ts`, `import { ErrorCode } from '@youlan/contract';\nexport const code = ErrorCode;\n`);
    expect(fired).toContain('boundaries/dependencies');
    expect(fired).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('apps/server: a feature importing another feature', async () => {
    const [own, other] = twoFeatures('apps/server');
    expect(await firedRules(`${own}/planted.ts`, importing(other, own))).toContain('boundaries/dependencies');
  });

  it('apps/server: platform importing a feature, and the composition (app.ts)', async () => {
    const [feature] = twoFeatures('apps/server');
    expect(await firedRules('apps/server/src/platform/planted.ts', importing(feature, 'apps/server/src/platform'))).toContain('boundaries/dependencies');
    expect(await firedRules('apps/server/src/platform/planted.ts', `import * as app from '../app';\nexport const all = [app];\n`)).toContain('boundaries/dependencies');
  });

  it('apps/server: entities importing a feature, and platform importing entities', async () => {
    const [feature] = twoFeatures('apps/server');
    const entities = 'apps/server/src/entities/place';
    expect(await firedRules(`${entities}/planted.ts`, importing(feature, entities))).toContain('boundaries/dependencies');
    expect(await firedRules('apps/server/src/platform/planted.ts', importing(entities, 'apps/server/src/platform'))).toContain('boundaries/dependencies');
  });

  it('packages/contract: a runtime module importing a value from a schema module, and the contract importing an app', async () => {
    const runtime = await firedRules('packages/contract/src/boost/planted.runtime.ts', `import { MaterialSchema } from './boost';\nexport const schema = MaterialSchema;\n`);
    expect(runtime).toContain('boundaries/dependencies');
    expect(runtime).toContain('@typescript-eslint/no-restricted-imports');
    expect(await firedRules('packages/contract/src/planted.ts', importing('apps/server/src/platform', 'packages/contract/src'))).toContain('boundaries/dependencies');
  });
});

describe('eslint.config.js: no import cycles', () => {
  it('fires when the database leaf imports the error module back (errors.ts imports db/unavailable.ts)', async () => {
    const fired = await firedRules('apps/server/src/platform/db/unavailable.ts', `import { AppError } from '../errors';\nexport const isRefusal = (error: unknown) => error instanceof AppError;\n`);
    expect(fired).toContain('import-x/no-cycle');
  });
});

describe('eslint.config.js: a file that keeps every rule passes', () => {
  it('a web feature importing its own folder, entities, ui, platform, the runtime contract and types from the schemas', async () => {
    const [own] = twoFeatures('apps/web');
    const code = [
      `import * as self from '${moduleOf(own, own)}';`,
      `import * as entities from '${moduleOf('apps/web/src/entities', own)}';`,
      `import * as ui from '${moduleOf('apps/web/src/ui', own)}';`,
      `import * as platform from '${moduleOf('apps/web/src/platform', own)}';`,
      `import * as runtime from '@youlan/contract/runtime';`,
      `import type * as schemas from '@youlan/contract';`,
      `export const all = [self, entities, ui, platform, runtime];`,
      `export type Schemas = typeof schemas;`,
      '',
    ].join('\n');
    expect(await firedRules(`${own}/planted.ts`, code)).toEqual([]);
  });

  it('a server feature importing its own folder, entities, platform and the contract', async () => {
    const [own] = twoFeatures('apps/server');
    const code = [
      `import * as self from '${moduleOf(own, own)}';`,
      `import * as entities from '${moduleOf('apps/server/src/entities/place', own)}';`,
      `import * as platform from '../../platform/errors';`,
      `import * as contract from '@youlan/contract';`,
      `export const all = [self, entities, platform, contract];`,
      '',
    ].join('\n');
    expect(await firedRules(`${own}/planted.ts`, code)).toEqual([]);
  });
});
