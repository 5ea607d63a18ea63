/** The scenic area (tenant) this copy of the app belongs to. */

/** The server writes `<meta name="youlan-tenant" content="<code>">` into index.html as it serves it. */
export const TENANT_META_NAME = 'youlan-tenant';
/** Used when the page was not served by the API server (vite dev, a static preview). */
export const FALLBACK_TENANT_CODE = 'demo';

let cached: string | null = null;

export function tenantCode(): string {
  if (cached === null) {
    const content = document.querySelector<HTMLMetaElement>(`meta[name="${TENANT_META_NAME}"]`)?.content.trim();
    cached = content || FALLBACK_TENANT_CODE;
  }
  return cached;
}
