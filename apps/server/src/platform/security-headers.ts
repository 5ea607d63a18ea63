/**
 * Security headers on every answer, HTML and API alike (helmet): a strict Content Security
 * Policy (scripts only from this origin; no framing), nosniff, no referrer, and a
 * Permissions-Policy that leaves the app only the camera, location and motion sensors it uses.
 * HSTS only on answers to HTTPS: browsers ignore it over plain HTTP, where it only misinforms.
 * docs/hardening.md explains each directive. Helmet itself, built once: @fastify/helmet built it
 * anew for every request (parsing the policy each time), a tenth of the server's time under a
 * crowd of first-screen reads (docs/instant-open.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { strictTransportSecurity } from 'helmet';
import type { Env } from './env.ts';

/** Powerful features the app never uses are switched off; motion sensors feed the 360° viewer. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'accelerometer=(self)',
  'gyroscope=(self)',
  'magnetometer=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * `sha256-…` sources of the built index.html's inline `<style>` blocks (the splash shown before
 * the app's script runs), so the policy needs no 'unsafe-inline' for style elements.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(([, css]) => `'sha256-${createHash('sha256').update(css ?? '').digest('base64')}'`);
}

export function contentSecurityPolicy(env: Env, styleHashes: string[]): Record<string, string[]> {
  // Media from an S3-compatible store are read and written at its origin through signed URLs.
  const store = env.STORAGE_DRIVER === 's3' && env.S3_ENDPOINT ? [new URL(env.S3_ENDPOINT).origin] : [];
  return {
    'default-src': ["'self'"],
    // `<script type="application/json">` data blocks are not run, so they need no source here.
    // 'wasm-unsafe-eval' lets the app's own WebAssembly compile (the HEIC decoder, docs/uploads.md);
    // it allows no eval of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", ...styleHashes],
    // React and Leaflet position things with style attributes; attributes cannot load or run anything.
    'style-src-attr': ["'unsafe-inline'"],
    // data: for inline icons, blob: for camera previews and pictures made in the page.
    'img-src': ["'self'", 'data:', 'blob:', ...store],
    'media-src': ["'self'", 'data:', 'blob:', ...store],
    'font-src': ["'self'", 'data:'],
    // blob: for the panorama viewer, which reads a picture the page already downloaded (an object URL) with fetch.
    'connect-src': ["'self'", 'blob:', ...store],
    // Same-origin service worker and workers; blob: for libraries that start workers from code.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function registerSecurityHeaders(app: FastifyInstance, env: Env): void {
  const indexPath = env.WEB_DIST ? resolve(env.WEB_DIST, 'index.html') : '';
  const styleHashes = indexPath && existsSync(indexPath) ? inlineStyleHashes(readFileSync(indexPath, 'utf8')) : [];
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env, styleHashes) },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Pictures and audio are fetched by the app's own pages only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  const applyHsts = strictTransportSecurity();
  app.addHook('onRequest', (request, reply, done) => {
    // `protocol` is https when the socket is TLS, or when a trusted proxy (TRUST_PROXY) says so.
    if (request.protocol === 'https') applyHsts(request.raw, reply.raw, () => undefined);
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
