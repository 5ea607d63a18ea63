// Written by scripts/css-module-types.ts from reading.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly badge: string;
  readonly entryItem: string;
  readonly entryItemChevron: string;
  readonly entryItemCover: string;
  readonly entryItemMain: string;
  readonly entryItemMeta: string;
  readonly entryItemSummary: string;
  readonly entryItemTitle: string;
  readonly entryList: string;
  readonly listFooter: string;
  readonly reading: string;
  readonly readingMeta: string;
  readonly readingTitle: string;
  readonly readingViews: string;
  readonly richText: string;
};
export default styles;
