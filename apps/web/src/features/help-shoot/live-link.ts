/**
 * The friend's viewfinder on the owner's phone. WebRTC carries it directly between the phones,
 * signalled through the server's events; where WebRTC cannot connect (no route between the two
 * networks, an old web view) the friend's phone posts a small still every
 * HELP_SHOOT_FRAME_INTERVAL_MS instead, which reaches the owner through the same events.
 */
import type { HelpShootSignal } from '@youlan/contract';
import { HELP_SHOOT_FRAME_INTERVAL_MS, HELP_SHOOT_FRAME_MAX_CHARS } from '@youlan/contract/runtime';

type SendSignal = (signal: HelpShootSignal) => Promise<unknown>;

/**
 * No STUN or TURN server: inside one Wi-Fi (and on loopback) host candidates connect; across
 * carriers the stills take over (docs/help-shoot.md says what a TURN server would change).
 */
const RTC_CONFIG: RTCConfiguration = { iceServers: [] };

const hasWebRtc = () => typeof RTCPeerConnection === 'function';

/** Candidates that arrive before the description they belong to wait for it. */
class CandidateQueue {
  private readonly waiting: RTCIceCandidateInit[] = [];
  private readonly pc: RTCPeerConnection;
  constructor(pc: RTCPeerConnection) {
    this.pc = pc;
  }
  async add(candidate: RTCIceCandidateInit): Promise<void> {
    if (this.pc.remoteDescription) await this.pc.addIceCandidate(candidate).catch((error: unknown) => console.warn('ICE candidate refused', error));
    else this.waiting.push(candidate);
  }
  async flush(): Promise<void> {
    for (const candidate of this.waiting.splice(0)) await this.add(candidate);
  }
}

function sendCandidates(pc: RTCPeerConnection, send: SendSignal): void {
  pc.onicecandidate = ({ candidate }) => {
    if (candidate?.candidate) void send({ kind: 'candidate', candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex }).catch(() => undefined);
  };
}

const asCandidate = (signal: Extract<HelpShootSignal, { kind: 'candidate' }>): RTCIceCandidateInit => ({ candidate: signal.candidate, sdpMid: signal.sdpMid, sdpMLineIndex: signal.sdpMLineIndex });

/** The friend's side: offers the camera to the owner, and sends stills while that is not connected. */
export class FriendLink {
  private pc: RTCPeerConnection | null = null;
  private queue: CandidateQueue | null = null;
  private stream: MediaStream | null = null;
  private video: HTMLVideoElement | null = null;
  private readonly timer: ReturnType<typeof setInterval>;
  private sendingFrame = false;
  private readonly send: SendSignal;
  private readonly sendFrame: (image: string) => Promise<unknown>;

  constructor(send: SendSignal, sendFrame: (image: string) => Promise<unknown>) {
    this.send = send;
    this.sendFrame = sendFrame;
    this.timer = setInterval(() => void this.frame(), HELP_SHOOT_FRAME_INTERVAL_MS);
  }

  /** The camera opened (or closed): offer it anew. */
  setCamera(stream: MediaStream | null, video: HTMLVideoElement | null): void {
    this.stream = stream;
    this.video = video;
    void this.offer();
  }

  async onSignal(signal: HelpShootSignal): Promise<void> {
    if (signal.kind === 'restart') return this.offer();
    if (!this.pc || !this.queue) return;
    if (signal.kind === 'answer') {
      await this.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp }).catch((error: unknown) => console.warn('answer refused', error));
      await this.queue.flush();
    } else if (signal.kind === 'candidate') await this.queue.add(asCandidate(signal));
  }

  get connected(): boolean {
    return this.pc?.connectionState === 'connected';
  }

  private async offer(): Promise<void> {
    this.pc?.close();
    this.pc = null;
    if (!this.stream || !hasWebRtc()) return;
    const pc = new RTCPeerConnection(RTC_CONFIG);
    this.pc = pc;
    this.queue = new CandidateQueue(pc);
    for (const track of this.stream.getVideoTracks()) pc.addTrack(track, this.stream);
    sendCandidates(pc, this.send);
    try {
      await pc.setLocalDescription(await pc.createOffer());
      if (pc.localDescription) await this.send({ kind: 'offer', sdp: pc.localDescription.sdp });
    } catch (error) {
      console.warn('WebRTC offer failed: stills only', error);
    }
  }

  private async frame(): Promise<void> {
    const video = this.video;
    if (this.connected || this.sendingFrame || !video || !video.videoWidth) return;
    this.sendingFrame = true;
    try {
      const image = stillOf(video);
      if (image) await this.sendFrame(image);
    } catch {
      // A lost still is replaced by the next one.
    } finally {
      this.sendingFrame = false;
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.pc?.close();
    this.pc = null;
  }
}

/** A small JPEG of the video's current picture as a data URL, within the server's limit. */
function stillOf(video: HTMLVideoElement): string | null {
  const width = 320;
  const height = Math.round((video.videoHeight / video.videoWidth) * width);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(video, 0, 0, width, height);
  for (const quality of [0.6, 0.4, 0.25]) {
    const image = canvas.toDataURL('image/jpeg', quality);
    if (image.length <= HELP_SHOOT_FRAME_MAX_CHARS && image.startsWith('data:image/jpeg')) return image;
  }
  return null;
}

/** The owner's side: answers the friend's offers and hands the live picture over. */
export class OwnerLink {
  private pc: RTCPeerConnection | null = null;
  private queue: CandidateQueue | null = null;
  private readonly send: SendSignal;
  private readonly onLive: (stream: MediaStream | null) => void;

  constructor(send: SendSignal, onLive: (stream: MediaStream | null) => void) {
    this.send = send;
    this.onLive = onLive;
  }

  /** Asks the friend's phone for a fresh offer (this page just opened). */
  restart(): void {
    if (hasWebRtc()) void this.send({ kind: 'restart' }).catch(() => undefined);
  }

  async onSignal(signal: HelpShootSignal): Promise<void> {
    if (signal.kind === 'offer') {
      if (!hasWebRtc()) return;
      this.pc?.close();
      const pc = new RTCPeerConnection(RTC_CONFIG);
      this.pc = pc;
      this.queue = new CandidateQueue(pc);
      sendCandidates(pc, this.send);
      pc.ontrack = ({ streams }) => {
        if (this.pc === pc) this.onLive(streams[0] ?? null);
      };
      pc.onconnectionstatechange = () => {
        if (this.pc === pc && (pc.connectionState === 'failed' || pc.connectionState === 'closed')) this.onLive(null);
      };
      try {
        await pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        await this.queue.flush();
        await pc.setLocalDescription(await pc.createAnswer());
        if (pc.localDescription) await this.send({ kind: 'answer', sdp: pc.localDescription.sdp });
      } catch (error) {
        console.warn('WebRTC answer failed: stills only', error);
      }
    } else if (signal.kind === 'candidate') await this.queue?.add(asCandidate(signal));
  }

  close(): void {
    this.pc?.close();
    this.pc = null;
  }
}
