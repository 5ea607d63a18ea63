/**
 * Which edition of each area's content this process serves. The public answers kept per area
 * (route caches, the document's start data) carry the edition in their key, so an operator's
 * change, which bumps it, shows at once on the instance that made it; other instances serve the
 * new content when their entries expire (FIRST_SCREEN_CACHE_MS, the start data's minute).
 */
export class ContentEditions {
  // One number per area edited since start: bounded by the tenant table, not by what clients send.
  private readonly editions = new Map<string, number>();

  of(tenantCode: string): number {
    return this.editions.get(tenantCode) ?? 0;
  }

  /** After a change to what visitors see of the area has been committed. */
  bump(tenantCode: string): void {
    this.editions.set(tenantCode, this.of(tenantCode) + 1);
  }

  /** Waits for a change and bumps the area's edition once it succeeded. */
  async afterChange<T>(tenantCode: string, change: Promise<T>): Promise<T> {
    const result = await change;
    this.bump(tenantCode);
    return result;
  }
}
