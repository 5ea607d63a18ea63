/**
 * The icon of each place class (contract PlaceClass.icon), as SVG path data so the map's markers
 * (HTML strings for Leaflet) and React screens draw the same glyph in the same colour.
 */
import type { SVGProps } from 'react';
import type { PlaceClassIcon } from '@youlan/contract/runtime';

interface ClassStyle {
  colour: string;
  paths: readonly string[];
}

// One glyph per icon the contract names (the console offers exactly these); the type keeps the two together.
const STYLES: Record<PlaceClassIcon, ClassStyle> = {
  gate: { colour: '#b9503c', paths: ['M4 20V9l8-5 8 5v11', 'M9 20v-6h6v6', 'M3 9.5h18'] },
  palace: { colour: '#c0862a', paths: ['M2 10l10-6 10 6', 'M5 10v9h14v-9', 'M10 19v-5h4v5'] },
  garden: { colour: '#4f9a5a', paths: ['M12 21v-7', 'M12 14c-3.5 0-6-2.5-6-5.5a6 6 0 0 1 12 0c0 3-2.5 5.5-6 5.5z'] },
  bridge: { colour: '#3a86a8', paths: ['M2 12h20', 'M4 12v6M20 12v6', 'M7 18a5 5 0 0 1 10 0'] },
  service: { colour: '#1b7a6e', paths: ['M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z', 'M12 11v6', 'M12 7.5v.01'] },
};
const FALLBACK: ClassStyle = { colour: '#5b7f7a', paths: ['M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11z', 'M12 10v.01'] };

export function classStyle(icon: string | undefined): ClassStyle {
  return (icon && (STYLES as Partial<Record<string, ClassStyle>>)[icon]) || FALLBACK;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The attributes both forms of the glyph share, as React's props. */
const GLYPH_PROPS = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': 'true' } as const;
/** A prop's SVG attribute name: React writes `strokeWidth` as `stroke-width`. */
const svgAttributeName = (prop: string) => prop.replace(/^stroke([A-Z])/, (_, letter: string) => `stroke-${letter.toLowerCase()}`);
/** Each glyph as an element, made once; see classGlyphElement. */
const glyphElements = new Map<ClassStyle, SVGSVGElement>();

/**
 * The glyph as a new SVG element, for Leaflet's markers: made from the path data with the DOM, not
 * parsed from markup (the HTML parser's set-up for each of the map's markers was most of their
 * task on the first screen), and cloned from one copy per icon.
 */
export function classGlyphElement(icon: string | undefined): SVGSVGElement {
  const style = classStyle(icon);
  let glyph = glyphElements.get(style);
  if (!glyph) {
    glyph = document.createElementNS(SVG_NS, 'svg');
    for (const [prop, value] of Object.entries(GLYPH_PROPS)) glyph.setAttribute(svgAttributeName(prop), value);
    for (const d of style.paths) {
      const path = document.createElementNS(SVG_NS, 'path');
      path.setAttribute('d', d);
      glyph.append(path);
    }
    glyphElements.set(style, glyph);
  }
  return glyph.cloneNode(true) as SVGSVGElement;
}

export function ClassGlyph({ icon, ...props }: { icon: string | undefined } & SVGProps<SVGSVGElement>) {
  return (
    <svg {...GLYPH_PROPS} width="1em" height="1em" {...props}>
      {classStyle(icon).paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
