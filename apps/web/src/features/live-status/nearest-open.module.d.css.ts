// Written by scripts/css-module-types.ts from nearest-open.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly action: string;
  readonly actionMain: string;
  readonly actions: string;
  readonly answer: string;
  readonly answerName: string;
  readonly answerState: string;
  readonly answerWalk: string;
  readonly closingSoon: string;
  readonly dialogClose: string;
  readonly dialogHead: string;
  readonly dialogTitle: string;
  readonly entry: string;
  readonly entryKind: string;
  readonly entryLabel: string;
  readonly instead: string;
  readonly message: string;
};
export default styles;
