/**
 * One search index per area, built from its rows and kept in memory. Past the TTL, a search
 * triggers a background check of the rows' fingerprints (one small query per source, hashed in the database); only
 * when it changed is the index rebuilt, while the old one keeps answering. So no search waits
 * except an area's very first, edits show within the TTL on every instance without any
 * cross-instance signal, and an unchanged area costs one small query per TTL, not a rebuild.
 */
import type { FastifyBaseLogger } from 'fastify';
import { outsideTenant } from '../../platform/db/tenant-scope.ts';
import { SearchIndex, type SearchDocument } from './search.engine.ts';

export const SEARCH_INDEX_TTL_MS = 30_000;

/**
 * What a feature offers the search (places, notices, articles; app.ts hands them over): its
 * documents, and a fingerprint that changes whenever a searchable row is added, edited, removed
 * or a dated one comes out.
 */
export interface SearchSource {
  version(tenantId: number): Promise<string>;
  documents(tenantId: number): Promise<SearchDocument[]>;
}

async function sourcesVersion(sources: SearchSource[], tenantId: number): Promise<string> {
  return (await Promise.all(sources.map((source) => source.version(tenantId)))).join(':');
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
  private readonly sources: SearchSource[];
  private readonly log: FastifyBaseLogger;
  private readonly ttlMs: number;

  constructor(sources: SearchSource[], log: FastifyBaseLogger, ttlMs = SEARCH_INDEX_TTL_MS) {
    this.sources = sources;
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
    const version = await sourcesVersion(this.sources, tenantId);
    const index = new SearchIndex((await Promise.all(this.sources.map((source) => source.documents(tenantId)))).flat());
    this.entries.set(tenantId, { index, version, checkedAt, checking: false });
    return index;
  }

  private refreshInBackground(tenantId: number, entry: Entry): void {
    entry.checking = true;
    const refresh = async () => {
      const version = await sourcesVersion(this.sources, tenantId);
      if (version === entry.version) {
        entry.checkedAt = Date.now();
        entry.checking = false;
      } else await this.build(tenantId);
    };
    // Out of the request's scope: the refresh outlives the request that noticed the index was old.
    outsideTenant(refresh).catch((error: unknown) => {
      // The old index keeps answering; the next search past the TTL tries again.
      entry.checking = false;
      this.log.error({ err: error, tenantId }, 'search index refresh failed');
    });
  }
}
