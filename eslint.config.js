// Lint for the whole repo: TypeScript strict rules, React hooks rules in the web app, zero warnings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

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
  // The runtime module is what the web app ships: no zod, and nothing but types from the schemas.
  {
    files: ['packages/contract/src/runtime/**/*.ts', 'packages/geo/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'runtime/ and @youlan/geo are zod-free: the web app ships them' }],
          patterns: [{ group: ['../*', '!../endpoints.ts'], allowTypeImports: true, message: 'runtime/ takes only types from the schema modules (they import zod)' }],
        },
      ],
    },
  },
  // The web app's architecture (docs/web-platform.md): app (main, router, root layout) → features
  // → ui → platform, one way. A feature never imports another feature: the router composes them.
  {
    files: ['apps/web/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-ui', pattern: 'apps/web/src/ui' },
        { type: 'web-platform', pattern: 'apps/web/src/platform' },
        // Last: what is left at the top of src/ (main, router, root layout, screens) composes the rest.
        { type: 'web-app', pattern: 'apps/web/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{ from.type }} may not import {{ to.type }}: app → features → ui → platform, and a feature never imports another feature (compose them in the router)',
          policies: [
            { from: { element: { type: 'web-app' } }, allow: { to: { element: { types: { anyOf: ['web-app', 'web-feature', 'web-ui', 'web-platform'] } } } } },
            { from: { element: { type: 'web-feature' } }, allow: { to: { element: { types: { anyOf: ['web-ui', 'web-platform'] } } } } },
            { from: { element: { type: 'web-ui' } }, allow: { to: { element: { types: { anyOf: ['web-ui', 'web-platform'] } } } } },
            { from: { element: { type: 'web-platform' } }, allow: { to: { element: { type: 'web-platform' } } } },
          ],
        },
      ],
    },
  },
  // Server layering (docs/platform.md): a feature imports only itself and platform; platform
  // imports only platform; the composition (app.ts, main.ts, cli/, area/) wires features together.
  // Tests may reach across (they build the whole app through test/harness.ts).
  {
    files: ['apps/server/**'],
    ignores: ['apps/server/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/server/src/**/*'],
      'boundaries/elements': [
        { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
        { type: 'server-platform', pattern: 'apps/server/src/platform' },
        { type: 'server-composition', pattern: ['apps/server/src/cli', 'apps/server/src/area', 'apps/server/src/analytics', 'apps/server/src/photos', 'apps/server/src/test'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'server-platform' } },
              disallow: { to: { element: { types: { anyOf: ['server-feature', 'server-composition'] } } } },
              message: 'platform never imports features or the composition: define the interface platform needs and let app.ts pass the feature in',
            },
            {
              from: { element: { type: 'server-feature' } },
              disallow: { to: { element: { types: { anyOf: ['server-feature', 'server-composition'] } } } },
              message: 'a feature never imports another feature: compose them in app.ts (or the area import), passing what one feature owns to the other through an interface',
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
