/** The name as it stands on a seal: at most four characters (a 2×2 grid when exactly four). */
export function sealText(name: string): string[] {
  return [...name.replace(/\s+/g, '')].slice(0, 4);
}
