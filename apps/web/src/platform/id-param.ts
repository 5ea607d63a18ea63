/** Ids in screen queries (`?id=`, `?placePoseId=`). */

/** A positive 32-bit id from a query parameter, else null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
