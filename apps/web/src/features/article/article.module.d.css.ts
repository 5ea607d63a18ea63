// Written by scripts/css-module-types.ts from article.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly articleAuthor: string;
  readonly articleCover: string;
};
export default styles;
