/**
 * The screens' stylesheets are CSS Modules: their classes are renamed per file, so two screens
 * cannot style each other's elements. What stays global (ui.css: tokens, resets, the shared
 * blocks; index.html's pre-rendered shell) is loaded once and stays in the page, so a global class defined in two stylesheets styles an element one way or another
 * depending on which came first (the search's and the feedback form's `.yl-chip` did).
 */
import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { WEB_SOURCE, moduleStylesheets, moduleTypes } from '../../../../scripts/css-module-types.ts';

interface Stylesheet {
  file: string;
  css: string;
}

/** Every stylesheet of the app below src/, and the document's own styles (the splash and the shell). */
function appStylesheets(): Stylesheet[] {
  const files = globSync('**/*.css', { cwd: WEB_SOURCE }).map((file) => ({ file, css: readFileSync(join(WEB_SOURCE, file), 'utf8') }));
  const html = readFileSync(join(WEB_SOURCE, '../index.html'), 'utf8');
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css], index) => ({ file: `index.html <style> ${index + 1}`, css: css! }));
  return [...files, ...inline];
}

const isModule = (file: string) => file.endsWith('.module.css');
const withoutGlobals = (selector: string) => selector.replace(/:global\([^)]*\)/g, '');
const classesIn = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);

/**
 * The global classes each stylesheet defines: every class of a plain stylesheet's selectors, and
 * in a module those of a selector with no class of its own (`:global(.x) { … }` is global styling;
 * `.own :global(.is-active)` is scoped by `.own`). Keyframes' steps are not selectors.
 */
function globalClassesDefinedTwice(stylesheets: Stylesheet[]): string[] {
  const definers = new Map<string, Set<string>>();
  for (const { file, css } of stylesheets) {
    postcss.parse(css).walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
      for (const selector of rule.selectors) {
        if (isModule(file) && classesIn(withoutGlobals(selector)).length > 0) continue;
        for (const name of classesIn(selector.replace(/:global\(([^)]*)\)/g, '$1'))) definers.set(name, (definers.get(name) ?? new Set()).add(file));
      }
    });
  }
  return [...definers].filter(([, files]) => files.size > 1).map(([name, files]) => `.${name}: ${[...files].sort().join(', ')}`);
}

/** The global classes the stylesheets define: a plain stylesheet's every class, a module's inside `:global(…)`. */
function globalClassesDefined(stylesheets: Stylesheet[]): Set<string> {
  const defined = new Set<string>();
  for (const { file, css } of stylesheets) {
    postcss.parse(css).walkRules((rule) => {
      for (const selector of rule.selectors) {
        const global = isModule(file) ? [...selector.matchAll(/:global\(([^)]*)\)/g)].map(([, inner]) => inner!).join(' ') : selector;
        for (const name of classesIn(global)) defined.add(name);
      }
    });
  }
  return defined;
}

/**
 * Global classes written on elements that no stylesheet styles, on purpose: Leaflet's layers take
 * no data attribute, so the browser tests find the map's picture, route and accuracy circle by these.
 */
const HOOK_CLASSES: ReadonlySet<string> = new Set(['yl-map-canvas__picture', 'yl-route-line', 'yl-visitor-accuracy']);

/** The `yl-` classes each element is given that no stylesheet defines (dead names, or a typo), as `file: .name`. */
function undefinedGlobalClasses(defined: Set<string>, together: Array<{ file: string; names: string[] }>): string[] {
  return together.flatMap(({ file, names }) => names.filter((name) => name.startsWith('yl-') && !defined.has(name) && !HOOK_CLASSES.has(name)).map((name) => `${file}: .${name}`));
}

/** The `yl-` classes the stylesheets style (a module's inside `:global(…)`) whose name no source or the document writes, as `file: .name`. */
function unusedGlobalClasses(stylesheets: Stylesheet[], sources: string): string[] {
  const unused = new Set<string>();
  for (const { file, css } of stylesheets) {
    postcss.parse(css).walkRules((rule) => {
      for (const selector of rule.selectors) {
        const global = isModule(file) ? [...selector.matchAll(/:global\(([^)]*)\)/g)].map(([, inner]) => inner!).join(' ') : selector;
        for (const name of classesIn(global)) if (name.startsWith('yl-') && !new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(sources)) unused.add(`${file}: .${name}`);
      }
    });
  }
  return [...unused];
}

/** What each lone class selector (`.x { … }`, outside media queries) sets: global ones by name, a module's as `file#name`. */
function loneClassProperties(stylesheets: Stylesheet[]): Map<string, { isGlobal: boolean; properties: Set<string> }> {
  const found = new Map<string, { isGlobal: boolean; properties: Set<string> }>();
  for (const { file, css } of stylesheets) {
    postcss.parse(css).walkRules((rule) => {
      if (rule.parent?.type === 'atrule') return;
      for (const selector of rule.selectors) {
        const name = /^\.([\w-]+)$/.exec(selector)?.[1];
        if (!name) continue;
        const key = isModule(file) ? `${file}#${name}` : name;
        const entry = found.get(key) ?? { isGlobal: !isModule(file), properties: new Set<string>() };
        rule.walkDecls((declaration) => {
          for (const property of longhands(declaration.prop)) entry.properties.add(property);
        });
        found.set(key, entry);
      }
    });
  }
  return found;
}

/** A property as the longhands it sets: `margin` and `margin-bottom` both set the bottom margin. */
function longhands(property: string): string[] {
  const sides = ['top', 'right', 'bottom', 'left'];
  if (property === 'margin' || property === 'padding') return sides.map((side) => `${property}-${side}`);
  if (property === 'inset') return sides;
  if (property === 'background') return ['background-color', 'background-image'];
  if (property === 'font') return ['font-size', 'font-weight', 'font-family', 'font-style', 'line-height'];
  // Every border but the corners: `border`, `border-top`, `border-color`, `border-left-width`.
  if (/^border(-(top|right|bottom|left))?(-(width|style|color))?$/.test(property)) return ['border'];
  return [property];
}

/** The value of each `className=` of a component, braces balanced: `{a ? `${x} ${y}` : z}`. */
function classNameValues(source: string): string[] {
  const values: string[] = [];
  for (const match of source.matchAll(/className=(["{])/g)) {
    const start = match.index + 'className='.length;
    if (match[1] === '"') {
      values.push(source.slice(start, source.indexOf('"', start + 1) + 1));
      continue;
    }
    let depth = 0;
    let end = start;
    do {
      if (source[end] === '{') depth += 1;
      else if (source[end] === '}') depth -= 1;
      end += 1;
    } while (depth > 0 && end < source.length);
    values.push(source.slice(start, end));
  }
  return values;
}

/** The classes written together on one element: global `yl-` names and modules' `styles.x` as `file#x`. */
function classNamesTogether(): Array<{ file: string; names: string[] }> {
  const together: Array<{ file: string; names: string[] }> = [];
  for (const file of globSync('**/*.tsx', { cwd: WEB_SOURCE })) {
    const source = readFileSync(join(WEB_SOURCE, file), 'utf8');
    const modules = new Map([...source.matchAll(/^import (\w+) from '(\.[^']+\.module\.css)';$/gm)].map(([, name, path]) => [name!, join(dirname(file), path!)]));
    for (const value of classNameValues(source)) {
      const global = [...value.matchAll(/(?<![\w-])yl-[\w-]+/g)].map(([name]) => name);
      const own = [...value.matchAll(/\b(\w+)\.(\w+)\b/g)].flatMap(([, name, key]) => (modules.has(name!) ? [`${modules.get(name!)}#${key}`] : []));
      together.push({ file, names: [...global, ...own] });
    }
  }
  return together;
}

describe('the stylesheets', () => {
  it('define each global class in one stylesheet only', () => {
    const stylesheets = appStylesheets();
    // Positive control: the scan sees the shared ui's classes and the document's shell.
    expect(stylesheets.some(({ file }) => file === 'ui/ui.css')).toBe(true);
    expect(stylesheets.some(({ css }) => css.includes('.yl-shell'))).toBe(true);
    expect(globalClassesDefinedTwice(stylesheets)).toEqual([]);
  });

  it('catch a global class defined twice, and only a global one', () => {
    const planted: Stylesheet[] = [
      { file: 'ui/ui.css', css: '.yl-chip { color: red; } .yl-card .yl-shared { margin: 0; }' },
      { file: 'features/search/search.css', css: '.yl-chip { color: blue; }' },
      { file: 'features/boost/boost.module.css', css: ':global(.yl-shared) { margin: 1px; } .chip { color: green; } .chip:global(.yl-chip) { color: teal; }' },
      { file: 'features/opinion/opinion.module.css', css: '.chip { color: olive; } @keyframes chip { 0% { opacity: 0; } }' },
    ];
    expect(globalClassesDefinedTwice(planted)).toEqual(['.yl-chip: features/search/search.css, ui/ui.css', '.yl-shared: features/boost/boost.module.css, ui/ui.css']);
  });

  it('keep in the screens only module stylesheets, each with its declaration file up to date', () => {
    const plain = globSync('**/*.css', { cwd: WEB_SOURCE }).filter((file) => !isModule(file));
    expect(plain).toEqual(['ui/ui.css']);
    const modules = moduleStylesheets();
    expect(modules.length).toBeGreaterThan(20);
    for (const { css, types } of modules) {
      expect(readFileSync(join(WEB_SOURCE, types), 'utf8'), `${types}: run node scripts/css-module-types.ts`).toBe(moduleTypes(css.split('/').pop()!, readFileSync(join(WEB_SOURCE, css), 'utf8')));
    }
  });

  it('give elements only the global classes a stylesheet defines', () => {
    const defined = globalClassesDefined(appStylesheets());
    const together = classNamesTogether();
    // Positive control: the scan sees ui.css's card, a module's global state class and a screen writing the card.
    expect(defined.has('yl-card') && defined.has('yl-shell')).toBe(true);
    expect(together.some(({ names }) => names.includes('yl-card'))).toBe(true);
    expect(undefinedGlobalClasses(defined, together)).toEqual([]);
  });

  it('catch a global class that no stylesheet defines, but not a module’s own or a hook', () => {
    const defined = globalClassesDefined([
      { file: 'ui/ui.css', css: '.yl-card { color: red; }' },
      { file: 'features/punch/punch.module.css', css: '.spot:global(.yl-spot--on) { color: blue; } .yl-own { margin: 0; }' },
    ]);
    const planted = [{ file: 'features/punch/punch-page.tsx', names: ['yl-card', 'yl-spot--on', 'yl-own', 'yl-route-line', 'features/punch/punch.module.css#spot'] }];
    expect(undefinedGlobalClasses(defined, planted)).toEqual(['features/punch/punch-page.tsx: .yl-own']);
  });

  it('style only global classes that some element is given', () => {
    const sources = [...globSync('**/*.{ts,tsx}', { cwd: WEB_SOURCE }).filter((file) => !/\.test\.tsx?$/.test(file)).map((file) => readFileSync(join(WEB_SOURCE, file), 'utf8')), readFileSync(join(WEB_SOURCE, '../index.html'), 'utf8')].join('\n');
    expect(unusedGlobalClasses(appStylesheets(), sources)).toEqual([]);
  });

  it('catch a global class styled that nothing writes', () => {
    const planted = [{ file: 'features/boost/boost.module.css', css: '.tile :global(.yl-media) { width: 100%; } .tile:global(.yl-on) { color: red; }' }];
    expect(unusedGlobalClasses(planted, "className={`${styles.tile} yl-on`}")).toEqual(['features/boost/boost.module.css: .yl-media']);
  });

  it('never set, with a screen’s lone class, what a shared class on the same element sets (ui.css comes later and wins)', () => {
    const properties = loneClassProperties(appStylesheets());
    const together = classNamesTogether();
    // Positive control: the scan sees the shared card and a screen's card beside it.
    expect(together.some(({ file, names }) => file === 'features/punch/punch-page.tsx' && names.includes('yl-card') && names.includes('features/punch/punch.module.css#punchSpot'))).toBe(true);
    expect(properties.get('yl-card')?.properties).toContain('background-color');
    const losing: string[] = [];
    for (const { file, names } of together) {
      for (const shared of names.filter((name) => properties.get(name)?.isGlobal)) {
        for (const own of names.filter((name) => properties.get(name)?.isGlobal === false)) {
          const both = [...properties.get(own)!.properties].filter((property) => properties.get(shared)!.properties.has(property));
          if (both.length > 0) losing.push(`${file}: ${own} sets ${both.join(', ')}, as .${shared} does`);
        }
      }
    }
    expect(losing).toEqual([]);
  });
});
