// Written by scripts/css-module-types.ts from map-canvas.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly mapCanvas: string;
  readonly mapCanvasCover: string;
  readonly mapCanvasMap: string;
  readonly mapLabels: string;
  readonly mapLocate: string;
  readonly mapLocateOn: string;
  readonly mapLocateTop: string;
  readonly markerContent: string;
  readonly markerLabel: string;
  readonly markerPin: string;
  readonly markerSelected: string;
  readonly routeStart: string;
  readonly visitorDot: string;
};
export default styles;
