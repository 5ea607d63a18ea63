// Written by scripts/css-module-types.ts from home-shortcuts.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly homeEntries: string;
  readonly homeEntry: string;
  readonly homeEntryIcon: string;
  readonly homeEntryLabel: string;
  readonly homeSearch: string;
  readonly homeSearchIcon: string;
  readonly homeTicker: string;
  readonly homeTickerTag: string;
  readonly homeTickerTitle: string;
};
export default styles;
