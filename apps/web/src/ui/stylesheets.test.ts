/**
 * Stylesheets are global once loaded, and the screens' stylesheets load one by one as the visitor
 * moves through the app: a class that two folders both define styles a screen one way or another
 * depending on which screens came before it (the search's and the feedback form's `.yl-chip` did,
 * and the punch list's `.yl-button:disabled` dimmed every other screen's disabled button only after
 * a visit to it). So each class is defined (styled by a selector of its own, not as part of another
 * element's) in one folder: its feature's, or the shared ui's for what several features use.
 */
import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

/** Every stylesheet of the app, parsed once, with its folder below src/. */
const STYLESHEETS = globSync('**/*.css', { cwd: SOURCE }).map((file) => ({ folder: dirname(file), root: postcss.parse(readFileSync(join(SOURCE, file), 'utf8')) }));

/** Each class the app's stylesheets define, with the folders whose stylesheets define it. */
function classDefiners(): Map<string, Set<string>> {
  const definers = new Map<string, Set<string>>();
  for (const { folder, root } of STYLESHEETS) {
    root.walkRules((rule) => {
      for (const selector of rule.selectors) {
        // A combinator (descendant, child, sibling) outside parentheses: styled in another's context.
        if (/[\s>+~]/.test(selector.replace(/\([^)]*\)/g, '').trim())) continue;
        const names = [...selector.matchAll(/\.(yl-[\w-]+)/g)];
        // Two of ours together (`.yl-choice-chips.yl-boost-skus`): a screen's variation of a shared
        // block, written with the block's class because ui.css, last in the document, would win.
        if (names.length > 1) continue;
        for (const [, name] of names) {
          const folders = definers.get(name!) ?? new Set<string>();
          folders.add(folder);
          definers.set(name!, folders);
        }
      }
    });
  }
  return definers;
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

/** What each lone class selector (`.yl-x { … }`, outside media queries) sets, and where it is defined. */
function loneClassProperties(): Map<string, { folder: string; properties: Set<string> }> {
  const found = new Map<string, { folder: string; properties: Set<string> }>();
  for (const { folder, root } of STYLESHEETS) {
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule') return;
      for (const selector of rule.selectors) {
        const name = /^\.(yl-[\w-]+)$/.exec(selector)?.[1];
        if (!name) continue;
        const entry = found.get(name) ?? { folder, properties: new Set<string>() };
        rule.walkDecls((declaration) => {
          for (const property of longhands(declaration.prop)) entry.properties.add(property);
        });
        found.set(name, entry);
      }
    });
  }
  return found;
}

/** The classes written together on one element: each className of the app's components. */
function classNamesTogether(): Array<{ file: string; names: string[] }> {
  const together: Array<{ file: string; names: string[] }> = [];
  for (const file of globSync('**/*.tsx', { cwd: SOURCE })) {
    for (const [, value] of readFileSync(join(SOURCE, file), 'utf8').matchAll(/className=(\{`[^`]*`\}|"[^"]*"|\{[^}]*\})/g)) {
      together.push({ file, names: [...value!.matchAll(/yl-[\w-]+/g)].map(([name]) => name) });
    }
  }
  return together;
}

describe('the stylesheets', () => {
  it('define each class in one folder only', () => {
    const definers = classDefiners();
    // Positive control: the scan sees the shared ui's classes and a feature's own.
    expect([...(definers.get('yl-button') ?? [])]).toContain('ui');
    expect([...(definers.get('yl-punch-spot') ?? [])]).toEqual(['features/punch']);
    const twice = [...definers].filter(([, folders]) => folders.size > 1).map(([name, folders]) => `.${name}: ${[...folders].sort().join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('never set, with a screen’s lone class, what a shared class on the same element sets (ui.css comes later and wins)', () => {
    const properties = loneClassProperties();
    const together = classNamesTogether();
    // Positive control: the scan sees the shared card and a screen's card beside it.
    expect(together.some(({ names }) => names.includes('yl-card') && names.includes('yl-punch-spot'))).toBe(true);
    expect(properties.get('yl-card')?.properties).toContain('background-color');
    const losing: string[] = [];
    for (const { file, names } of together) {
      for (const shared of names.filter((name) => properties.get(name)?.folder === 'ui')) {
        for (const own of names.filter((name) => properties.get(name) && properties.get(name)?.folder !== 'ui')) {
          const both = [...properties.get(own)!.properties].filter((property) => properties.get(shared)!.properties.has(property));
          if (both.length > 0) losing.push(`${file}: .${own} sets ${both.join(', ')}, as .${shared} does`);
        }
      }
    }
    expect(losing).toEqual([]);
  });
});
