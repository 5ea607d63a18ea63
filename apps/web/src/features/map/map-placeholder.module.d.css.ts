// Written by scripts/css-module-types.ts from map-placeholder.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly mapPlaceholder: string;
  readonly mapPlaceholderArt: string;
  readonly mapPlaceholderLabel: string;
};
export default styles;
