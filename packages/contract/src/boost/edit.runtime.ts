/**
 * `checkEditOperations` is the one rule set for an edit: the server refuses what it reports and the
 * web app runs it before sending. Apart from ./boost.runtime.ts, whose limits ./boost.ts builds the
 * schemas on, so that the schemas' types come back here without an import cycle.
 */
import type { EditOperation, EditOperationType } from './boost.ts';
import { framedSize } from './boost.runtime.ts';

export interface EditProblem {
  /** Dotted path of the wrong field, e.g. `body.operations.1.width`. */
  field: string;
  message: string;
}

/**
 * Checks a list of operations against the picture they will work on (its pixels): one operation of
 * each type, and every crop inside the picture as it is at that step. Operations apply in order.
 * Returns the first problem, or null. A frame adds a border, so a crop after it may include it.
 */
export function checkEditOperations(operations: readonly EditOperation[], picture: { width: number; height: number }): EditProblem | null {
  const seen = new Set<EditOperationType>();
  let { width, height } = picture;
  for (const [index, operation] of operations.entries()) {
    const at = `body.operations.${index}`;
    if (seen.has(operation.type)) return { field: `${at}.type`, message: `Only one ${operation.type} operation per edit` };
    seen.add(operation.type);
    if (operation.type === 'rotate' && (operation.degrees === 90 || operation.degrees === 270)) [width, height] = [height, width];
    if (operation.type === 'crop') {
      if (operation.x + operation.width > width) return { field: `${at}.width`, message: `The crop reaches x = ${operation.x + operation.width}, beyond the picture's width of ${width} px` };
      if (operation.y + operation.height > height) return { field: `${at}.height`, message: `The crop reaches y = ${operation.y + operation.height}, beyond the picture's height of ${height} px` };
      ({ width, height } = operation);
    }
    if (operation.type === 'frame') ({ width, height } = framedSize(width, height));
  }
  return null;
}
