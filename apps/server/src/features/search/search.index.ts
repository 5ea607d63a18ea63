/**
 * One search index per area, built from its rows and its synonyms and kept in memory. Past the TTL, a search
 * triggers a background check of the rows' fingerprints (one small query per source, hashed in the database); only
 * when it changed is the index rebuilt, while the old one keeps answering. So no search waits
 * except an area's very first, edits show within the TTL on every instance without any
 * cross-instance signal, and an unchanged area costs one small query per TTL, not a rebuild.
 * An operator's change made through this instance bumps the area's content edition
 * (platform/content-edition.ts): the next search there waits for a fresh index, so it shows at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { outsideTenant } from '../../platform/db/tenant-scope.ts';
import { SearchIndex, type SearchDocument } from './search.engine.ts';
import { BUILT_IN_SYNONYMS, synonymDictionary, synonymExpander } from './search.synonyms.ts';

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

/** An area's own synonym groups (search.service.ts), fingerprinted like the sources. */
export interface SynonymSource {
  version(tenantId: number): Promise<string>;
  groups(tenantId: number): Promise<string[][]>;
}

const noSynonyms: SynonymSource = { version: async () => '', groups: async () => [] };

interface Entry {
  index: SearchIndex;
  version: string;
  /** The content edition the index was built for. */
  edition: number;
  checkedAt: number;
  checking: boolean;
}

export class SearchIndexCache {
  private readonly entries = new Map<number, Entry>();
  /** At most one build an area is waited for, with the edition it is for. */
  private readonly builds = new Map<number, { edition: number; index: Promise<SearchIndex> }>();
  private readonly sources: SearchSource[];
  private readonly synonyms: SynonymSource;
  private readonly log: FastifyBaseLogger;
  private readonly ttlMs: number;

  constructor(sources: SearchSource[], log: FastifyBaseLogger, ttlMs = SEARCH_INDEX_TTL_MS, synonyms = noSynonyms) {
    this.sources = sources;
    this.synonyms = synonyms;
    this.log = log;
    this.ttlMs = ttlMs;
  }

  /** The area's index for its content `edition`: one built for an older edition is not used. */
  async get(tenantId: number, edition = 0): Promise<SearchIndex> {
    const entry = this.entries.get(tenantId);
    if (entry && entry.edition === edition) {
      if (!entry.checking && Date.now() - entry.checkedAt > this.ttlMs) this.refreshInBackground(tenantId, entry);
      return entry.index;
    }
    // Concurrent searches of an area share one build.
    const building = this.builds.get(tenantId);
    if (building && building.edition === edition) return building.index;
    const index = this.build(tenantId, edition).finally(() => {
      if (this.builds.get(tenantId)?.index === index) this.builds.delete(tenantId);
    });
    this.builds.set(tenantId, { edition, index });
    return index;
  }

  private async version(tenantId: number): Promise<string> {
    return (await Promise.all([...this.sources, this.synonyms].map((source) => source.version(tenantId)))).join(':');
  }

  private async build(tenantId: number, edition: number): Promise<SearchIndex> {
    const checkedAt = Date.now();
    // The version is read first: a change made during the load is seen by the next check.
    const version = await this.version(tenantId);
    const [documents, groups] = await Promise.all([Promise.all(this.sources.map((source) => source.documents(tenantId))), this.synonyms.groups(tenantId)]);
    const index = new SearchIndex(documents.flat(), synonymExpander(synonymDictionary([...BUILT_IN_SYNONYMS, ...groups])));
    // A build for an older edition, finishing late, must not replace a newer one.
    const current = this.entries.get(tenantId);
    if (!current || current.edition <= edition) this.entries.set(tenantId, { index, version, edition, checkedAt, checking: false });
    return index;
  }

  private refreshInBackground(tenantId: number, entry: Entry): void {
    entry.checking = true;
    const refresh = async () => {
      const version = await this.version(tenantId);
      if (version === entry.version) {
        entry.checkedAt = Date.now();
        entry.checking = false;
      } else await this.build(tenantId, entry.edition);
    };
    // Out of the request's scope: the refresh outlives the request that noticed the index was old.
    outsideTenant(refresh).catch((error: unknown) => {
      // The old index keeps answering; the next search past the TTL tries again.
      entry.checking = false;
      this.log.error({ err: error, tenantId }, 'search index refresh failed');
    });
  }
}
