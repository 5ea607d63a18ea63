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

/** Each class the app's stylesheets define, with the folders (below src/) whose stylesheets define it. */
function classDefiners(): Map<string, Set<string>> {
  const definers = new Map<string, Set<string>>();
  for (const file of globSync('**/*.css', { cwd: SOURCE })) {
    postcss.parse(readFileSync(join(SOURCE, file), 'utf8')).walkRules((rule) => {
      for (const selector of rule.selectors) {
        // A combinator (descendant, child, sibling) outside parentheses: styled in another's context.
        if (/[\s>+~]/.test(selector.replace(/\([^)]*\)/g, '').trim())) continue;
        const names = [...selector.matchAll(/\.(yl-[\w-]+)/g)];
        // Two of ours together (`.yl-choice-chips.yl-boost-skus`): a screen's variation of a shared
        // block, written with the block's class because ui.css, last in the document, would win.
        if (names.length > 1) continue;
        for (const [, name] of names) {
          const folders = definers.get(name!) ?? new Set<string>();
          folders.add(dirname(file));
          definers.set(name!, folders);
        }
      }
    });
  }
  return definers;
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
});
