/** The browser and WeChat title bar: the screen's title, then the area's. */

export function formatDocumentTitle(screenTitle: string, areaTitle: string | null, isHome: boolean): string {
  if (!areaTitle) return screenTitle;
  // The map is the area's front page; its title alone reads best in a shared card.
  if (isHome || !screenTitle) return areaTitle;
  return `${screenTitle} - ${areaTitle}`;
}
