// Written by scripts/css-module-types.ts from place-sheet.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly sheet: string;
  readonly sheetAction: string;
  readonly sheetActionLiked: string;
  readonly sheetActionOn: string;
  readonly sheetActions: string;
  readonly sheetAlt: string;
  readonly sheetClass: string;
  readonly sheetClose: string;
  readonly sheetHead: string;
  readonly sheetIntro: string;
  readonly sheetName: string;
  readonly sheetPicture: string;
  readonly sheetPictureGlyph: string;
  readonly sheetTitles: string;
};
export default styles;
