// Written by scripts/css-module-types.ts from draw-map-page.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly mapDrawer: string;
  readonly mapDrawerCount: string;
  readonly mapDrawerGrip: string;
  readonly mapDrawerHandle: string;
  readonly mapDrawerOpen: string;
  readonly mapDrawerStatus: string;
  readonly mapDrawerTitle: string;
  readonly mapFilter: string;
  readonly mapFilterChip: string;
  readonly mapFilterChipOn: string;
  readonly mapPreview: string;
  readonly mapScreen: string;
  readonly mapScreenCanvas: string;
  readonly mapTop: string;
  readonly mapTopBar: string;
  readonly mapTopTitle: string;
  readonly place: string;
  readonly placeBadge: string;
  readonly placeClass: string;
  readonly placeHead: string;
  readonly placeIntro: string;
  readonly placeMain: string;
  readonly placeName: string;
  readonly places: string;
};
export default styles;
