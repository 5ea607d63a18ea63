/**
 * The official account's access token and jsapi ticket, cached in the database for every
 * instance. WeChat limits how often they may be fetched and a new access token invalidates the
 * old one, so exactly one refresher runs at a time: one promise per process, and across
 * instances a transaction-scoped advisory lock, after which the row is read again (another
 * instance may have refreshed it meanwhile).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { wechatCredential } from './wechat.table.ts';
import { WechatApiError, type WechatApiClient } from './wechat.client.ts';

export type CredentialKind = 'access_token' | 'jsapi_ticket';

/** Refresh this long before WeChat's expiry, so a value handed out still works when it is used. */
export const REFRESH_MARGIN_SECONDS = 300;

export class WechatCredentials {
  private readonly db: Db;
  private readonly api: WechatApiClient;
  private readonly now: () => number;
  private readonly inFlight = new Map<string, Promise<string>>();
  constructor(db: Db, api: WechatApiClient, now: () => number = Date.now) {
    this.db = db;
    this.api = api;
    this.now = now;
  }

  /**
   * The jsapi ticket. When WeChat says the access token used to fetch it is invalid (revoked,
   * or replaced by a token fetched elsewhere), that token is refreshed once and the ticket fetched again.
   */
  async jsapiTicket(): Promise<string> {
    try {
      return await this.get('jsapi_ticket');
    } catch (error) {
      if (!(error instanceof WechatApiError && error.isInvalidCredential)) throw error;
      await this.get('access_token', error.accessToken);
      return this.get('jsapi_ticket');
    }
  }

  /**
   * A working value of the kind: from the cache row while it has more than the margin left, else
   * refreshed. `rejected` is a value WeChat refused: it is replaced even if the row calls it fresh.
   */
  async get(kind: CredentialKind, rejected?: string): Promise<string> {
    if (rejected === undefined) {
      const row = await this.read(this.db, kind);
      if (row && this.isFresh(row)) return row.value;
    }
    const key = `${kind}\n${rejected ?? ''}`;
    let flight = this.inFlight.get(key);
    if (!flight) {
      flight = this.refresh(kind, rejected).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, flight);
    }
    return flight;
  }

  private async refresh(kind: CredentialKind, rejected: string | undefined): Promise<string> {
    // Fetched before the transaction: PGlite has one connection, which the transaction holds.
    const accessToken = kind === 'jsapi_ticket' ? await this.get('access_token') : null;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wechat_credential:${this.api.appId}:${kind}`}))`);
      const row = await this.read(tx as unknown as Db, kind);
      if (row && this.isFresh(row) && row.value !== rejected) return row.value;
      const fetched = accessToken === null ? await this.api.fetchAccessToken() : await this.api.fetchJsapiTicket(accessToken);
      const expiresAt = new Date(this.now() + fetched.expiresInSeconds * 1000);
      await tx
        .insert(wechatCredential)
        .values({ appId: this.api.appId, kind, value: fetched.value, expiresAt, refreshedAt: new Date(this.now()) })
        .onConflictDoUpdate({ target: [wechatCredential.appId, wechatCredential.kind], set: { value: fetched.value, expiresAt, refreshedAt: new Date(this.now()) } });
      return fetched.value;
    });
  }

  private async read(db: Db, kind: CredentialKind) {
    const [row] = await db
      .select({ value: wechatCredential.value, expiresAt: wechatCredential.expiresAt })
      .from(wechatCredential)
      .where(and(eq(wechatCredential.appId, this.api.appId), eq(wechatCredential.kind, kind)));
    return row;
  }

  private isFresh(row: { expiresAt: Date }): boolean {
    return row.expiresAt.getTime() - REFRESH_MARGIN_SECONDS * 1000 > this.now();
  }
}
