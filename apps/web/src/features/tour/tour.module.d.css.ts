// Written by scripts/css-module-types.ts from tour.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly card: string;
  readonly intro: string;
  readonly list: string;
  readonly meta: string;
  readonly next: string;
  readonly progress: string;
  readonly progressBar: string;
  readonly stop: string;
  readonly stopCode: string;
  readonly stopHeard: string;
  readonly stopName: string;
  readonly stopNumber: string;
  readonly stopPlay: string;
  readonly stopPlaying: string;
  readonly stops: string;
  readonly tag: string;
  readonly title: string;
};
export default styles;
