// Lint for the whole repo: TypeScript strict rules, React hooks rules in the web app, zero warnings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Each part of the repo resolves imports by its own tsconfig (bundler for the apps, nodenext for the rest). */
const RESOLVER = { project: ['tsconfig.json', 'apps/web/tsconfig.json', 'apps/console/tsconfig.json', 'e2e/tsconfig.json'], noWarnOnMultipleProjects: true };
/** Element patterns name folders from the repo root (by default they would match any path's tail). */
const fromRoot = (elements) => elements.map((element) => ({ ...element, partialMatch: false }));
const WEB_TYPES = ['web-app', 'web-feature', 'web-entities', 'web-ui', 'web-platform'];
const CONSOLE_TYPES = ['console-app', 'console-feature', 'console-ui', 'console-platform'];
/** The contract's zod-free half: each feature's `*.runtime.ts`, the runtime entry and the endpoint table (types only from the schemas). */
const CONTRACT_ZOD_FREE = ['packages/contract/src/**/*.runtime.ts', 'packages/contract/src/runtime.ts', 'packages/contract/src/endpoints.ts'];
const NO_ZOD = { name: 'zod', message: 'the runtime half (*.runtime.ts) and @youlan/geo are zod-free: the web app ships them' };
const SHARED_TYPES = ['contract', 'geo'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'apps/server/drizzle/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // One contract at run time: the web app ships only the zod-free runtime module of the contract
  // and takes types (erased at build) from the schema modules, so zod never enters its bundle.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@youlan/contract', allowTypeImports: true, message: 'the web app takes values from @youlan/contract/runtime (zod-free) and only types from @youlan/contract' },
            { name: 'zod', message: 'the server validates; the web app ships no zod (use @youlan/contract/runtime)' },
          ],
          patterns: [{ group: ['**/packages/contract/**', '**/packages/geo/**'], message: 'import a package by its name (@youlan/contract/runtime, @youlan/geo)' }],
        },
      ],
    },
  },
  // The runtime half is what the web app ships: no zod, and nothing but types from the schemas.
  {
    files: ['packages/geo/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [NO_ZOD] }] },
  },
  {
    files: CONTRACT_ZOD_FREE,
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [NO_ZOD],
          // A relative import of anything but another runtime module or the endpoint table.
          patterns: [{ regex: '^\\.\\.?/(?!(?:.*/)?(?:[^/]+\\.runtime|runtime|endpoints)(?:\\.ts)?$)', allowTypeImports: true, message: 'a *.runtime.ts module takes only types from the schema modules (they import zod)' }],
        },
      ],
    },
  },
  // Every import is resolved the way TypeScript resolves it (extensionless paths, the workspace
  // packages' `exports`), for the boundary rules and the cycle rule alike: an import no resolver
  // understands would pass both unseen. scripts/lint.test.ts plants a violation of each rule.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      // The cycle rule parses every module it walks through: TypeScript's too.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver(RESOLVER)],
      // eslint-plugin-boundaries reads the older setting.
      'import/resolver': { typescript: RESOLVER },
      'boundaries/include': ['apps/*/src/**/*', 'packages/*/src/**/*'],
      // First match wins: a folder's own layers before the catch-all of its app.
      'boundaries/elements': fromRoot([
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-entities', pattern: 'apps/web/src/entities' },
        { type: 'web-ui', pattern: 'apps/web/src/ui' },
        { type: 'web-platform', pattern: 'apps/web/src/platform' },
        // What is left at the top of src/ (main, router, root layout, screens) composes the rest.
        { type: 'web-app', pattern: 'apps/web/src' },
        { type: 'console-feature', pattern: 'apps/console/src/features/*', capture: ['feature'] },
        { type: 'console-ui', pattern: 'apps/console/src/ui' },
        { type: 'console-platform', pattern: 'apps/console/src/platform' },
        // main.tsx and app/ (root, shell): the console's composition.
        { type: 'console-app', pattern: 'apps/console/src' },
        { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
        { type: 'server-entities', pattern: 'apps/server/src/entities' },
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
        // cli/, area-file/, test/ and the top-level app.ts, main.ts, start-data.ts.
        { type: 'server-composition', pattern: 'apps/server/src' },
        { type: 'contract', pattern: 'packages/contract/src' },
        { type: 'geo', pattern: 'packages/geo/src' },
      ]),
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        // The contract's runtime half, spread over its feature folders: what the web app may ship.
        { category: 'zod-free', pattern: CONTRACT_ZOD_FREE },
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  // The web app's architecture (docs/web-platform.md): app (main, router, root layout) → features
  // → entities (the domain data several features share) and ui → platform, one way. A feature
  // never imports another feature: the router composes them. Entities never import a feature or
  // ui. Of the contract it ships the zod-free runtime module (types may come from the schemas).
  {
    files: ['apps/web/**'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{ from.type }} may not import {{ to.type }}: app → features → entities and ui → platform, and a feature never imports another feature (compose them in the router)',
          policies: [
            { from: { element: { type: 'web-app' } }, allow: { to: { element: { types: { anyOf: WEB_TYPES } } } } },
            { from: { element: { type: 'web-feature' } }, allow: { to: { element: { types: { anyOf: ['web-entities', 'web-ui', 'web-platform'] } } } } },
            { from: { element: { type: 'web-feature' } }, allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.captured.feature }}' } } } } },
            { from: { element: { type: 'web-entities' } }, allow: { to: { element: { types: { anyOf: ['web-entities', 'web-platform'] } } } } },
            { from: { element: { type: 'web-ui' } }, allow: { to: { element: { types: { anyOf: ['web-ui', 'web-platform'] } } } } },
            { from: { element: { type: 'web-platform' } }, allow: { to: { element: { type: 'web-platform' } } } },
            { from: { element: { types: { anyOf: WEB_TYPES } } }, allow: { to: { element: { type: 'geo' } } } },
            { from: { element: { types: { anyOf: WEB_TYPES } } }, allow: { to: { element: { type: 'contract' }, file: { categories: 'zod-free' } } } },
            { from: { element: { types: { anyOf: WEB_TYPES } } }, allow: { to: { element: { type: 'contract' } }, dependency: { kind: 'type' } } },
            // Tests run in Node, not in the bundle: they may check against the schemas.
            { from: { element: { types: { anyOf: WEB_TYPES } }, file: { categories: 'test' } }, allow: { to: { element: { type: 'contract' } } } },
          ],
        },
      ],
    },
  },
  // The console's architecture (docs/console.md), the web app's shape: app (main, root, shell) →
  // features → ui → platform, one way, and a feature never imports another feature.
  {
    files: ['apps/console/**'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{ from.type }} may not import {{ to.type }}: app → features → ui → platform, and a feature never imports another feature (compose them in the shell)',
          policies: [
            { from: { element: { type: 'console-app' } }, allow: { to: { element: { types: { anyOf: ['console-app', 'console-feature', 'console-ui', 'console-platform'] } } } } },
            { from: { element: { type: 'console-feature' } }, allow: { to: { element: { types: { anyOf: ['console-ui', 'console-platform'] } } } } },
            { from: { element: { type: 'console-feature' } }, allow: { to: { element: { type: 'console-feature', captured: { feature: '{{ from.captured.feature }}' } } } } },
            { from: { element: { type: 'console-ui' } }, allow: { to: { element: { types: { anyOf: ['console-ui', 'console-platform'] } } } } },
            { from: { element: { type: 'console-platform' } }, allow: { to: { element: { type: 'console-platform' } } } },
            { from: { element: { types: { anyOf: CONSOLE_TYPES } } }, allow: { to: { element: { types: { anyOf: ['contract', 'geo'] } } } } },
          ],
        },
      ],
    },
  },
  // The contract is what both sides share: it imports only itself and @youlan/geo, never an app;
  // its zod-free half imports only that half and geo (types may come from the schemas). Of the
  // policies matching an import the last decides.
  {
    files: ['packages/**'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{ from.type }} may not import {{ to.type }}: the contract imports only the contract and @youlan/geo, and a *.runtime.ts module takes only types from the schema modules',
          // The contract is one element: its zod-free half is told apart by file, inside it.
          checkInternals: true,
          policies: [
            { from: { element: { type: 'contract' } }, allow: { to: { element: { types: { anyOf: ['contract', 'geo'] } } } } },
            { from: { element: { type: 'contract' }, file: { categories: 'zod-free' } }, disallow: { to: { element: { type: 'contract' } } } },
            { from: { element: { type: 'contract' }, file: { categories: 'zod-free' } }, allow: { to: { element: { type: 'contract' }, file: { categories: 'zod-free' } } } },
            { from: { element: { type: 'contract' }, file: { categories: 'zod-free' } }, allow: { to: { element: { type: 'contract' } }, dependency: { kind: 'type' } } },
            { from: { element: { type: 'geo' } }, allow: { to: { element: { type: 'geo' } } } },
          ],
        },
      ],
    },
  },
  // Server layering (docs/platform.md): features → entities → platform, one way. A feature imports
  // only itself, entities, platform and the contract; entities import entities, platform and the
  // contract; platform imports only platform and the contract; the composition (app.ts, main.ts,
  // start-data.ts, cli/, area-file/, test/) wires features together.
  // Tests may reach across (they build the whole app through test/harness.ts).
  {
    files: ['apps/server/**'],
    ignores: ['apps/server/**/*.test.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'server-composition' } },
              allow: { to: { element: { types: { anyOf: ['server-composition', 'server-feature', 'server-entities', 'server-platform', ...SHARED_TYPES] } } } },
            },
            {
              from: { element: { type: 'server-entities' } },
              allow: { to: { element: { types: { anyOf: ['server-entities', 'server-platform', ...SHARED_TYPES] } } } },
              message: 'entities never import features or the composition: shared domain code serves every feature and knows none',
            },
            {
              from: { element: { type: 'server-platform' } },
              allow: { to: { element: { types: { anyOf: ['server-platform', ...SHARED_TYPES] } } } },
              message: 'platform never imports entities, features or the composition: define the interface platform needs and let app.ts pass the product in',
            },
            {
              from: { element: { type: 'server-feature' } },
              allow: { to: { element: { types: { anyOf: ['server-entities', 'server-platform', ...SHARED_TYPES] } } } },
              message: 'a feature never imports another feature: app.ts hands what one feature owns to the other as a plugin option, through an interface the receiving feature declares (shared domain code goes in entities/)',
            },
            {
              from: { element: { type: 'server-feature' } },
              allow: { to: { element: { type: 'server-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
            },
          ],
        },
      ],
    },
  },
);
