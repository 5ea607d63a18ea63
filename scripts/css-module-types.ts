/**
 * Types of the visitor app's CSS Modules: beside each `x.module.css` a `x.module.d.css.ts` naming
 * exactly the classes the stylesheet defines, so `styles.sheetAction` is a `string` and a misspelt
 * or removed class is a type error (Vite's own typing of `*.module.css` accepts any name).
 * `node scripts/css-module-types.ts` writes them; `apps/web/src/ui/stylesheets.test.ts` fails when
 * one is out of date.
 */
import { globSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

export const WEB_SOURCE = fileURLToPath(new URL('../apps/web/src/', import.meta.url));

/** The local classes of a module stylesheet: every class outside `:global(…)`. */
export function localClasses(css: string): string[] {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const [, name] of rule.selector.replace(/:global\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(name!);
  });
  return [...names].sort();
}

/** The declaration file of a module stylesheet named `file`. */
export function moduleTypes(file: string, css: string): string {
  const lines = localClasses(css).map((name) => `  readonly ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`}: string;`);
  return `// Written by scripts/css-module-types.ts from ${file}: run it again after changing the stylesheet.\ndeclare const styles: {\n${lines.join('\n')}\n};\nexport default styles;\n`;
}

/** Every module stylesheet of the app (relative to src/) with the path of its declaration file. */
export function moduleStylesheets(): Array<{ css: string; types: string }> {
  return globSync('**/*.module.css', { cwd: WEB_SOURCE })
    .sort()
    .map((css) => ({ css, types: css.replace(/\.css$/, '.d.css.ts') }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { css, types } of moduleStylesheets()) {
    writeFileSync(join(WEB_SOURCE, types), moduleTypes(css.split('/').pop()!, readFileSync(join(WEB_SOURCE, css), 'utf8')));
  }
}
