/**
 * One search index per area, built from its rows and kept in memory. Past the TTL, a search
 * triggers a background check of the rows' fingerprint (one query, hashed in the database); only
 * when it changed is the index rebuilt, while the old one keeps answering. So no search waits
 * except an area's very first, edits show within the TTL on every instance without any
 * cross-instance signal, and an unchanged area costs one small query per TTL, not a rebuild.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { article, notice, place, tenant } from '../../platform/db/schema.ts';
import { htmlToText } from '../../platform/html.ts';
import { SearchIndex, type SearchDocument } from './search.engine.ts';

export const SEARCH_INDEX_TTL_MS = 30_000;

/** Changes whenever a searchable row is added, edited, removed, or a dated notice or article comes out. */
export async function searchDocumentsVersion(db: Db, tenantId: number): Promise<string> {
  const [row] = await db
    .select({
      version: sql<string>`concat_ws(':',
        (select md5(coalesce(string_agg(md5(concat_ws('|', id, name, name_en, intro, image_key)), ',' order by id), '')) from place where tenant_id = ${tenantId}),
        (select md5(coalesce(string_agg(md5(concat_ws('|', id, title, content_html, published_at)), ',' order by id), '')) from notice where tenant_id = ${tenantId} and published_at <= now()),
        (select md5(coalesce(string_agg(md5(concat_ws('|', id, title, summary, content_html, cover_image_key, published_at)), ',' order by id), '')) from article where tenant_id = ${tenantId} and published_at <= now()))`,
    })
    .from(tenant)
    .where(eq(tenant.id, tenantId));
  return row?.version ?? '';
}

export async function loadSearchDocuments(db: Db, tenantId: number): Promise<SearchDocument[]> {
  const [places, notices, articles] = await Promise.all([
    db.select({ id: place.id, name: place.name, nameEn: place.nameEn, intro: place.intro, imageKey: place.imageKey }).from(place).where(eq(place.tenantId, tenantId)),
    db
      .select({ id: notice.id, title: notice.title, contentHtml: notice.contentHtml, publishedAt: notice.publishedAt })
      .from(notice)
      .where(and(eq(notice.tenantId, tenantId), lte(notice.publishedAt, sql`now()`))),
    db
      .select({ id: article.id, title: article.title, summary: article.summary, contentHtml: article.contentHtml, coverImageKey: article.coverImageKey, publishedAt: article.publishedAt })
      .from(article)
      .where(and(eq(article.tenantId, tenantId), lte(article.publishedAt, sql`now()`))),
  ]);
  return [
    ...places.map((p): SearchDocument => ({ type: 'place', id: p.id, title: p.name, alias: p.nameEn ?? '', text: p.intro, imageKey: p.imageKey, publishedAt: null })),
    ...notices.map((n): SearchDocument => ({ type: 'notice', id: n.id, title: n.title, alias: '', text: htmlToText(n.contentHtml), imageKey: null, publishedAt: n.publishedAt.toISOString() })),
    ...articles.map(
      (a): SearchDocument => ({
        type: 'article',
        id: a.id,
        title: a.title,
        alias: '',
        text: [a.summary.trim(), htmlToText(a.contentHtml)].filter(Boolean).join(' '),
        imageKey: a.coverImageKey,
        publishedAt: a.publishedAt.toISOString(),
      }),
    ),
  ];
}

interface Entry {
  index: SearchIndex;
  version: string;
  checkedAt: number;
  checking: boolean;
}

export class SearchIndexCache {
  private readonly entries = new Map<number, Entry>();
  private readonly firstBuilds = new Map<number, Promise<SearchIndex>>();
  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  private readonly ttlMs: number;

  constructor(db: Db, log: FastifyBaseLogger, ttlMs = SEARCH_INDEX_TTL_MS) {
    this.db = db;
    this.log = log;
    this.ttlMs = ttlMs;
  }

  async get(tenantId: number): Promise<SearchIndex> {
    const entry = this.entries.get(tenantId);
    if (entry) {
      if (!entry.checking && Date.now() - entry.checkedAt > this.ttlMs) this.refreshInBackground(tenantId, entry);
      return entry.index;
    }
    // Concurrent first searches of an area share one build.
    let building = this.firstBuilds.get(tenantId);
    if (!building) {
      building = this.build(tenantId).finally(() => this.firstBuilds.delete(tenantId));
      this.firstBuilds.set(tenantId, building);
    }
    return building;
  }

  /** Drops an area's index so the next search rebuilds it (for writers in this process). */
  invalidate(tenantId: number): void {
    this.entries.delete(tenantId);
  }

  private async build(tenantId: number): Promise<SearchIndex> {
    const checkedAt = Date.now();
    // The version is read first: a change made during the load is seen by the next check.
    const version = await searchDocumentsVersion(this.db, tenantId);
    const index = new SearchIndex(await loadSearchDocuments(this.db, tenantId));
    this.entries.set(tenantId, { index, version, checkedAt, checking: false });
    return index;
  }

  private refreshInBackground(tenantId: number, entry: Entry): void {
    entry.checking = true;
    const refresh = async () => {
      const version = await searchDocumentsVersion(this.db, tenantId);
      if (version === entry.version) {
        entry.checkedAt = Date.now();
        entry.checking = false;
      } else await this.build(tenantId);
    };
    refresh().catch((error: unknown) => {
      // The old index keeps answering; the next search past the TTL tries again.
      entry.checking = false;
      this.log.error({ err: error, tenantId }, 'search index refresh failed');
    });
  }
}
