/**
 * Help-shoot: a visitor (the owner) asks a friend to take their photo at a spot, in a pose. The
 * friend opens the share link on their own phone and joins; the owner's phone sees the friend's
 * viewfinder live, says "ready", gets the photo within a second and keeps it or asks for a retake.
 * Realtime goes through the events stream (HELP_SHOOT_EVENTS_PATH, server-sent events), whose
 * event shapes are `HelpShootEventSchema`. Decisions: docs/help-shoot.md.
 */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { CoercedIdSchema, IdSchema, safeText } from '../shared/http.ts';
import { MediaKeySchema } from '../media/media.ts';
import { HELP_SHOOT_END_REASONS, HELP_SHOOT_FRAME_MAX_CHARS, HELP_SHOOT_PHOTO_STATES, HELP_SHOOT_ROLES, HELP_SHOOT_SECRET_LENGTH, HELP_SHOOT_STATES } from './help-shoot.runtime.ts';
import { LocalTextSchema } from '../translation/translation.ts';

/** The share link's join secret. */
export const HelpShootSecretSchema = z
  .string()
  .length(HELP_SHOOT_SECRET_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/, 'the secret of a share link');

export const HelpShootPhotoSchema = z.object({
  id: z.number().int(),
  /** A signed URL of the picture, given to the help request's two visitors only; it expires in an hour. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  state: z.enum(HELP_SHOOT_PHOTO_STATES),
  /** The owner's material once kept; null before. */
  materialId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type HelpShootPhoto = z.infer<typeof HelpShootPhotoSchema>;

export const HelpShootSchema = z.object({
  id: z.number().int(),
  role: z.enum(HELP_SHOOT_ROLES),
  state: z.enum(HELP_SHOOT_STATES),
  /** Set once ended. */
  endedReason: z.enum(HELP_SHOOT_END_REASONS).nullable(),
  placePoseId: z.number().int(),
  placeName: LocalTextSchema,
  poseName: LocalTextSchema,
  /** The pose's outline (storage key) the friend's viewfinder shows; null: none. */
  outlineKey: z.string().nullable(),
  poseTips: LocalTextSchema,
  /** The join secret for the share link: the owner's only (null for everyone else). */
  secret: z.string().nullable(),
  /** Photos so far, oldest first; empty for an invited visitor. */
  photos: z.array(HelpShootPhotoSchema),
  /** The last event of the stream the caller has seen by this answer: start the stream after it. */
  lastEventId: z.number().int(),
  /** When it ends unless someone acts (ISO). */
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type HelpShoot = z.infer<typeof HelpShootSchema>;

export const HelpShootShareSchema = z.object({
  id: z.number().int(),
  /** The card's title and text, in the visitor's language. */
  title: LocalTextSchema,
  description: LocalTextSchema,
  placeName: LocalTextSchema,
  poseName: LocalTextSchema,
  /** The card's picture (a sample photo of the pose at the spot); null: none. */
  imageKey: z.string().nullable(),
});
export type HelpShootShare = z.infer<typeof HelpShootShareSchema>;

/** WebRTC signalling relayed between the two phones; `restart`: the owner's page (re)opened, the friend offers anew. */
export const HelpShootSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('restart') }).strict(),
  // Stored in the event log (jsonb): text PostgreSQL refuses is refused here, with a 400.
  z.object({ kind: z.literal('offer'), sdp: safeText().max(20_000) }).strict(),
  z.object({ kind: z.literal('answer'), sdp: safeText().max(20_000) }).strict(),
  z
    .object({
      kind: z.literal('candidate'),
      candidate: safeText().max(2_000),
      sdpMid: safeText().max(64).nullable(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable(),
    })
    .strict(),
]);
export type HelpShootSignal = z.infer<typeof HelpShootSignalSchema>;

/**
 * What the events stream sends. Every event but `frame` has an id (the help request's event
 * sequence); `frame` is a live still that only the newest of counts, so it is never replayed.
 */
export const HelpShootEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('joined') }),
  z.object({ type: z.literal('signal'), from: z.enum(['owner', 'friend']), signal: HelpShootSignalSchema }),
  z.object({ type: z.literal('countdown'), seconds: z.number().int() }),
  z.object({ type: z.literal('photo'), photo: HelpShootPhotoSchema }),
  z.object({ type: z.literal('kept'), photo: HelpShootPhotoSchema }),
  z.object({ type: z.literal('retake'), photo: HelpShootPhotoSchema }),
  z.object({ type: z.literal('ended'), reason: z.enum(HELP_SHOOT_END_REASONS) }),
  z.object({ type: z.literal('frame'), image: z.string() }),
]);
export type HelpShootEvent = z.infer<typeof HelpShootEventSchema>;

const HelpShootIdBodySchema = z.object({ id: IdSchema }).strict();

// ---------------------------------------------------------------------------------------------
// Routes

export const createHelpShoot = defineRoute({
  method: 'POST',
  path: '/api/helpShoot',
  summary: 'Ask a friend to shoot: a help request for a pose at a spot, with the join secret of its share link',
  tag: 'help-shoot',
  auth: 'required',
  body: z.object({ placePoseId: IdSchema }).strict(),
  data: HelpShootSchema,
});

export const getHelpShoot = defineRoute({
  method: 'GET',
  path: '/api/helpShoot',
  summary: 'One of your help requests (as its owner or its friend), with its photos',
  tag: 'help-shoot',
  auth: 'required',
  query: z.object({ id: CoercedIdSchema }),
  data: HelpShootSchema,
});

export const getShareShoot = defineRoute({
  method: 'GET',
  path: '/api/shareShoot',
  summary: "The share card of a help request (the spot and the pose), for its visitors or the holder of its share link's secret",
  tag: 'help-shoot',
  auth: 'required',
  query: z.object({ id: CoercedIdSchema, secret: HelpShootSecretSchema.optional() }),
  data: HelpShootShareSchema,
});

export const getFriendHelpShoot = defineRoute({
  method: 'GET',
  path: '/api/friendHelpShoot',
  summary: 'What the share link shows the friend before and after joining; 409 when someone else is already helping',
  tag: 'help-shoot',
  auth: 'required',
  query: z.object({ id: CoercedIdSchema, secret: HelpShootSecretSchema.optional() }),
  data: HelpShootSchema,
});

export const doHelpShoot = defineRoute({
  method: 'POST',
  path: '/api/doHelpShoot',
  summary: 'Join a help request as its friend (exactly one friend; joining again is harmless)',
  tag: 'help-shoot',
  auth: 'required',
  body: z.object({ id: IdSchema, secret: HelpShootSecretSchema }).strict(),
  data: HelpShootSchema,
});

export const helpShootCountdown = defineRoute({
  method: 'POST',
  path: '/api/helpShoot/countdown',
  summary: 'The owner is ready: the friend sees "3-2-1" and the photo is taken',
  tag: 'help-shoot',
  auth: 'required',
  body: HelpShootIdBodySchema,
  data: z.object({ seconds: z.number().int() }),
});

export const helpShootSignal = defineRoute({
  method: 'POST',
  path: '/api/helpShoot/signal',
  summary: 'Relay a WebRTC offer, answer or ICE candidate to the other phone',
  tag: 'help-shoot',
  auth: 'required',
  body: z.object({ id: IdSchema, signal: HelpShootSignalSchema }).strict(),
  data: z.object({ eventId: z.number().int() }),
});

export const helpShootFrame = defineRoute({
  method: 'POST',
  path: '/api/helpShoot/frame',
  summary: "The friend's viewfinder as a still (when WebRTC cannot connect): only the newest is kept, until the help request ends",
  tag: 'help-shoot',
  auth: 'required',
  body: z
    .object({
      id: IdSchema,
      image: z.string().max(HELP_SHOOT_FRAME_MAX_CHARS).regex(/^data:image\/(jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, 'a data URL of a JPEG or WebP picture'),
    })
    .strict(),
  data: z.object({ accepted: z.literal(true) }),
});

export const shoot = defineRoute({
  method: 'POST',
  path: '/api/shoot',
  summary: 'The friend hands over a photo (a finished upload); it reaches the owner at once',
  tag: 'help-shoot',
  auth: 'required',
  body: z.object({ id: IdSchema, photoKey: MediaKeySchema }).strict(),
  data: HelpShootPhotoSchema,
});

export const receiveHelpPic = defineRoute({
  method: 'PATCH',
  path: '/api/receiveHelpPic',
  summary: "The owner keeps a photo (into their photos) or asks for a retake",
  tag: 'help-shoot',
  auth: 'required',
  body: z.object({ id: IdSchema, photoId: IdSchema, action: z.enum(['keep', 'retake']) }).strict(),
  data: HelpShootPhotoSchema,
});

export const disconnect = defineRoute({
  method: 'DELETE',
  path: '/api/disconnect',
  summary: 'End a help request (either visitor); the other phone sees it at once',
  tag: 'help-shoot',
  auth: 'required',
  body: HelpShootIdBodySchema,
  data: HelpShootSchema,
});
