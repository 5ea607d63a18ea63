/**
 * The split of the labelled photos (docs/sky-replacement.md, "Fresh held-out photos", decided
 * 2026-11-28 before any tuning on them): the 14 photos added in session 6, which no earlier session
 * had seen, are held out; the 30 older photos are the tuning photos. Only the tuning photos may
 * guide changes to the algorithm or train the sky model; the targets are checked on the held-out ones.
 */
export const HELD_OUT: ReadonlySet<string> = new Set([
  'bent-pyramid', 'christ-redeemer', 'cliff-dwellings', 'eiffel-tower', 'fort-from-above', 'golden-temple', 'great-wall',
  'igloo', 'liberty', 'mont-st-michel', 'nuthatch', 'schwerin', 'table-top', 'taj-mahal',
]);
