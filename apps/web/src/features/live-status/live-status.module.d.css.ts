// Written by scripts/css-module-types.ts from live-status.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly badge: string;
  readonly busy: string;
  readonly calm: string;
  readonly chip: string;
  readonly closed: string;
  readonly closingSoon: string;
  readonly crowded: string;
  readonly full: string;
  readonly note: string;
  readonly queue: string;
  readonly quiet: string;
  readonly stale: string;
  readonly status: string;
  readonly updated: string;
  readonly wait: string;
};
export default styles;
