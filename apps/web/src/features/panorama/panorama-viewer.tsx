/**
 * The 360° viewer (Photo Sphere Viewer on three.js): drag and pinch to look around, the phone's
 * gyroscope from the navbar button (the plugin asks iOS for motion permission on that tap), markers,
 * and equirectangular video with play/pause and a seek bar. Only the panorama screens import this
 * module, so three.js stays out of every other screen's JavaScript.
 */
import { Viewer, type ViewerConfig } from '@photo-sphere-viewer/core';
import { EquirectangularVideoAdapter } from '@photo-sphere-viewer/equirectangular-video-adapter';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { MarkersPlugin, type MarkerConfig } from '@photo-sphere-viewer/markers-plugin';
import { VideoPlugin } from '@photo-sphere-viewer/video-plugin';
import type { PanoramaMarker, PanoramaView } from '@youlan/contract';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import '@photo-sphere-viewer/video-plugin/index.css';
import './panorama.messages.ts';
import styles from './panorama.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

function viewerLang(t: Translate): ViewerConfig['lang'] {
  return {
    zoom: t('panorama.viewer.zoomIn'),
    zoomIn: t('panorama.viewer.zoomIn'),
    zoomOut: t('panorama.viewer.zoomOut'),
    fullscreen: t('panorama.viewer.fullscreen'),
    loadError: t('panorama.viewer.loadError'),
    twoFingers: t('panorama.viewer.twoFingers'),
    ctrlZoom: t('panorama.viewer.ctrlZoom'),
    loading: t('panorama.viewer.loading'),
    gyroscope: t('panorama.viewer.gyroscope'),
    videoPlay: t('panorama.viewer.videoPlay'),
    videoVolume: t('panorama.viewer.videoVolume'),
  } as ViewerConfig['lang'];
}

/**
 * A picture that fails to load (a dropped connection, a server busy for a moment) is tried this
 * many times, a second later each time, before the viewer says it cannot be shown.
 */
const PICTURE_TRIES = 3;
const PICTURE_RETRY_MS = 1000;

/** Degrees of view at zoom 0 and 100: wide enough to feel surrounded on a portrait phone. */
const FOV = { minFov: 30, maxFov: 100 } as const;

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A marker as the viewer draws it: an arrow to walk to a scene, a pin on a place. */
export function markerConfig(marker: PanoramaMarker): MarkerConfig {
  const label = escapeHtml(marker.label.text);
  const walk = marker.target.kind === 'scene';
  return {
    id: marker.key,
    position: { yaw: marker.yaw, pitch: marker.pitch },
    html: `<span class="${styles.panoMarker} ${walk ? styles.panoMarkerWalk : styles.panoMarkerPlace}" data-testid="pano-marker-${escapeHtml(marker.key)}">${walk ? '<i aria-hidden="true">➜</i>' : '<i aria-hidden="true"></i>'}${label}</span>`,
    anchor: walk ? 'center center' : 'bottom center',
    data: marker,
  };
}

export interface SceneViewerHandle {
  /** The view as drawn now, or null before the first picture is on screen. */
  capture(): HTMLCanvasElement | null;
}

interface SceneViewerProps {
  /** Changes when the visitor walks to another scene: the view then goes to its initial view. */
  sceneKey: string;
  /** The picture to show; a sharper one for the same scene replaces it in place. */
  url: string;
  initialView: PanoramaView;
  markers?: readonly PanoramaMarker[];
  onMarker?: (marker: PanoramaMarker) => void;
  /** Keep the drawn pixels readable, for capturing the view (the tour's postcards). */
  capturable?: boolean;
  handleRef?: Ref<SceneViewerHandle>;
  testId?: string;
}

export function SceneViewer({ sceneKey, url, initialView, markers = [], onMarker, capturable = false, handleRef, testId = 'pano-viewer' }: SceneViewerProps) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const shown = useRef<{ sceneKey: string; url: string } | null>(null);
  /** The scene whose picture is on screen: a picture asked for may not have come. */
  const drawnScene = useRef<string | null>(null);
  const selectMarker = useEffectEvent((marker: PanoramaMarker) => onMarker?.(marker));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const viewer = new Viewer({
      container,
      panorama: url,
      defaultYaw: initialView.yaw,
      defaultPitch: initialView.pitch,
      defaultZoomLvl: initialView.zoom,
      ...FOV,
      navbar: ['zoom', 'gyroscope', 'fullscreen'],
      lang: viewerLang(t),
      touchmoveTwoFingers: false,
      mousewheelCtrlKey: false,
      loadingTxt: t('panorama.viewer.loading'),
      ...(capturable ? { rendererParameters: { preserveDrawingBuffer: true } } : {}),
      plugins: [MarkersPlugin, GyroscopePlugin],
    });
    viewerRef.current = viewer;
    shown.current = { sceneKey, url };
    drawnScene.current = sceneKey;
    // Busy until the first picture is in; markers move with the view until then.
    container.setAttribute('aria-busy', 'true');
    viewer.addEventListener('ready', () => container.setAttribute('aria-busy', 'false'), { once: true });
    viewer.getPlugin<MarkersPlugin>(MarkersPlugin).addEventListener('select-marker', ({ marker }) => selectMarker(marker.data as PanoramaMarker));
    return () => {
      viewer.destroy();
      viewerRef.current = null;
      shown.current = null;
    };
    // The viewer is made once; the effects below follow the props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const viewer = viewerRef.current;
    const before = shown.current;
    if (!viewer || !before || (before.sceneKey === sceneKey && before.url === url)) return;
    shown.current = { sceneKey, url };
    const container = containerRef.current!;
    // Busy while the next picture loads and the view turns to it: screen readers wait, and so can a test.
    container.setAttribute('aria-busy', 'true');
    // The sharp picture of the scene on screen, or another scene (also when this scene's first
    // picture never came: its view is then still to be turned to).
    const sameScene = drawnScene.current === sceneKey;
    const show = () =>
      sameScene
        ? // The sharp picture of the scene on screen: swap it in where the visitor is looking.
          viewer.setPanorama(url, { transition: false, showLoader: false, position: viewer.getPosition(), zoom: viewer.getZoomLevel() })
        : viewer.setPanorama(url, { position: { yaw: initialView.yaw, pitch: initialView.pitch }, zoom: initialView.zoom });
    // Not asked for a newer picture since (nor taken off the screen).
    const current = () => shown.current?.url === url;
    void (async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          if (await show()) drawnScene.current = sceneKey;
          break;
        } catch {
          if (!current()) return;
          // The viewer's error (in the visitor's language, viewerLang) covers the picture and its
          // markers: none while trying again, and none over a scene still on screen (the sharp
          // picture's failure leaves the preview). It stays only when another scene never came.
          const isLast = attempt >= PICTURE_TRIES;
          if (!isLast || sameScene) viewer.hideError();
          if (isLast) break;
          await new Promise((resolve) => setTimeout(resolve, PICTURE_RETRY_MS * attempt));
          if (!current()) return;
        }
      }
      if (current()) container.setAttribute('aria-busy', 'false');
    })();
  }, [sceneKey, url, initialView]);

  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    viewer.getPlugin<MarkersPlugin>(MarkersPlugin).setMarkers(markers.map((marker) => markerConfig(marker)));
  }, [markers, i18n.language, sceneKey]);

  useImperativeHandle(
    handleRef,
    () => ({
      capture: () => {
        const viewer = viewerRef.current;
        const canvas = containerRef.current?.querySelector('canvas');
        return viewer && canvas && viewer.state.ready ? canvas : null;
      },
    }),
    [],
  );

  return <div ref={containerRef} className={styles.panoViewer} data-testid={testId} />;
}

interface VideoViewerProps {
  /** Changes with the video or its quality; the play position is kept across a quality change. */
  url: string;
  videoKey: string;
  initialView?: PanoramaView;
  testId?: string;
}

export function VideoViewer({ url, videoKey, initialView = { yaw: 0, pitch: 0, zoom: 50 }, testId = 'pano-video-viewer' }: VideoViewerProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const shown = useRef<{ videoKey: string; url: string } | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const viewer = new Viewer({
      container,
      adapter: EquirectangularVideoAdapter.withConfig({ autoplay: false, muted: false }),
      panorama: { source: url },
      defaultYaw: initialView.yaw,
      defaultPitch: initialView.pitch,
      defaultZoomLvl: initialView.zoom,
      ...FOV,
      navbar: ['videoPlay', 'videoVolume', 'videoTime', 'gyroscope', 'fullscreen'],
      lang: viewerLang(t),
      touchmoveTwoFingers: false,
      mousewheelCtrlKey: false,
      loadingTxt: t('panorama.viewer.loading'),
      plugins: [VideoPlugin.withConfig({ progressbar: true, bigbutton: true }), GyroscopePlugin],
    });
    // The plugin's big play button in the middle is an icon alone; it gets the navbar button's name.
    container.querySelector('.psv-video-bigbutton')?.setAttribute('aria-label', t('panorama.viewer.videoPlay'));
    viewerRef.current = viewer;
    shown.current = { videoKey, url };
    return () => {
      viewer.destroy();
      viewerRef.current = null;
      shown.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const viewer = viewerRef.current;
    const before = shown.current;
    if (!viewer || !before || (before.videoKey === videoKey && before.url === url)) return;
    shown.current = { videoKey, url };
    const video = viewer.getPlugin<VideoPlugin>(VideoPlugin);
    // Another quality of the same video continues where it was; another video starts from the beginning.
    const resume = before.videoKey === videoKey ? { time: video.getTime(), playing: video.isPlaying() } : null;
    void viewer.setPanorama({ source: url }, { transition: false, showLoader: true, ...(resume ? { position: viewer.getPosition() } : { position: { yaw: initialView.yaw, pitch: initialView.pitch } }) }).then(() => {
      if (!resume) return;
      video.setTime(resume.time);
      if (resume.playing) video.play();
    });
  }, [url, videoKey, initialView]);

  return <div ref={containerRef} className={styles.panoViewer} data-testid={testId} />;
}
