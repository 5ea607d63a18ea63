/**
 * The phone's camera for the screens that shoot (photo studio, help-shoot, panorama postcards):
 * opening a stream at the camera's full resolution, taking a photo from it, and telling why a
 * camera cannot be used so the screen can offer choosing a photo instead (FIELD-NOTES: cameras).
 */

export type Facing = 'environment' | 'user';

/** Why the viewfinder cannot show: the visitor (or the app's host) refused, no camera, or it is busy. */
export type CameraFailure = 'denied' | 'unavailable' | 'busy';

/**
 * Asking for more than any phone camera gives makes the browser pick the largest mode it has;
 * 4:3 is the sensor's own shape on phones, so the full 12 MP (4032 × 3024) mode wins.
 */
export const FULL_RESOLUTION = { width: 4096, height: 3072 } as const;

export function cameraConstraints(facing: Facing): MediaStreamConstraints {
  return {
    audio: false,
    video: { facingMode: { ideal: facing }, width: { ideal: FULL_RESOLUTION.width }, height: { ideal: FULL_RESOLUTION.height } },
  };
}

/** getUserMedia needs a secure context (HTTPS or localhost); older web views lack it entirely. */
export function canAskForCamera(scope: { isSecureContext: boolean; navigator: Navigator } = window): boolean {
  return scope.isSecureContext && typeof scope.navigator.mediaDevices?.getUserMedia === 'function';
}

/** The reason behind a getUserMedia rejection, by the DOMException names the browsers use. */
export function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unavailable';
  }
}

export async function openCamera(facing: Facing): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia(cameraConstraints(facing));
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** How many cameras the phone has (known once one is open: labels and ids are hidden before). */
export async function countCameras(): Promise<number> {
  try {
    return (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'videoinput').length;
  } catch {
    return 1;
  }
}

/** The timer cycles off → 3 s → 10 s → off, one tap at a time. */
export const TIMER_STEPS = [0, 3, 10] as const;
export type TimerSeconds = (typeof TIMER_STEPS)[number];
export function nextTimer(current: TimerSeconds): TimerSeconds {
  return TIMER_STEPS[(TIMER_STEPS.indexOf(current) + 1) % TIMER_STEPS.length]!;
}

interface ImageCaptureLike {
  takePhoto(): Promise<Blob>;
}
type ImageCaptureConstructor = new (track: MediaStreamTrack) => ImageCaptureLike;

/** JPEG quality of a photo drawn from the video frame: close to what phone cameras save. */
const CANVAS_JPEG_QUALITY = 0.92;

/**
 * A photo from the open camera: the camera's own still (ImageCapture, Chromium: often larger than
 * the video mode) where the browser has it, else the current video frame at the stream's size.
 */
export async function takePhoto(video: HTMLVideoElement, stream: MediaStream): Promise<Blob> {
  const track = stream.getVideoTracks()[0];
  const ImageCaptureClass = (globalThis as { ImageCapture?: ImageCaptureConstructor }).ImageCapture;
  if (track && ImageCaptureClass) {
    try {
      const blob = await new ImageCaptureClass(track).takePhoto();
      if (blob.size > 0) return blob;
    } catch (error) {
      // Some cameras refuse stills while streaming; the frame below still works.
      console.warn('ImageCapture.takePhoto failed; drawing the video frame', error);
    }
  }
  return drawFrame(video);
}

function drawFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.reject(new Error('the camera has no picture yet'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the frame could not be encoded'))), 'image/jpeg', CANVAS_JPEG_QUALITY));
}

/** A file name for a photo blob, after its type (ImageCapture answers JPEG, some cameras PNG). */
export function photoFile(blob: Blob, now: Date = new Date()): File {
  const type = blob.type || 'image/jpeg';
  const extension = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return new File([blob], `photo-${stamp}.${extension}`, { type });
}
