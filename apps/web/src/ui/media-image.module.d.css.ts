// Written by scripts/css-module-types.ts from media-image.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly media: string;
};
export default styles;
