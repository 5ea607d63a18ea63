// Written by scripts/css-module-types.ts from navigation-page.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly navScreen: string;
  readonly navScreenMap: string;
  readonly routeCard: string;
  readonly routeCardDistance: string;
  readonly routeCardDistanceNone: string;
  readonly routeCardDot: string;
  readonly routeCardDotEnd: string;
  readonly routeCardDotStart: string;
  readonly routeCardLabel: string;
  readonly routeCardNote: string;
  readonly routeCardOpen: string;
  readonly routeCardRow: string;
  readonly routeCardSelect: string;
  readonly routeCardSummary: string;
};
export default styles;
