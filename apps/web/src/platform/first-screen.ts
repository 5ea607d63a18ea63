/**
 * The document's pre-rendered map screen (index.html, filled in by the server on the map's paths):
 * painted before any script, it covers the app until the app's own map screen is in place.
 */
export function shownFirstScreen(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-first-screen]:not([hidden])');
}

/** Takes the pre-rendered screen away, once what the app shows in its place is in the document. */
export function removeFirstScreen(): void {
  shownFirstScreen()?.remove();
}
