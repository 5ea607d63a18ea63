/** A positive 32-bit id from a query parameter (`?material=12`), else null: ids in links are untrusted text. */
import { INT32_MAX } from '@youlan/contract/runtime';

export function idParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= INT32_MAX ? id : null;
}
