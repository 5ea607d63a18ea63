/**
 * The console's printable signposts: for one place, or each stop of a tour in its order, a sheet
 * with the place's names, its stop number and the QR code of its signpost URL (signpost.pdf.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode, signpostPath, type SignpostSize } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { place } from '../../entities/place/place.table.ts';
import { textsOf } from '../../entities/translation/translation.ts';
import { signpostFont, signpostsPdf, type SignpostLabels } from './signpost.pdf.ts';
import { tour } from './tour.table.ts';

/** The words on the sheet, per language (the area's and the second one are printed). */
const LABELS: Record<string, SignpostLabels> = {
  'zh-CN': { stopNumber: '讲解编号', scan: '扫码收听讲解' },
  en: { stopNumber: 'Stop number', scan: 'Scan to hear the guide' },
  ja: { stopNumber: 'ガイド番号', scan: 'スキャンしてガイドを聴く' },
  ko: { stopNumber: '해설 번호', scan: '스캔하여 해설 듣기' },
};

/** The second language a sheet is printed in: English where the area offers it, else its next language; null for none. */
export function secondLanguage(area: Pick<Tenant, 'mainLanguage' | 'languages'>): string | null {
  const others = area.languages.filter((lang) => lang !== area.mainLanguage);
  return others.includes('en') ? 'en' : (others[0] ?? null);
}

/**
 * Where a scan opens the app: this request's origin when it came under one of the area's own
 * domains (or the area has none), else the area's first domain, so a code printed from a shared
 * console still opens the right area.
 */
export function signpostOrigin(request: { protocol: string; host: string }, domains: readonly string[]): string {
  const hostname = request.host.replace(/:\d+$/, '');
  if (!domains.length || domains.includes(hostname)) return `${request.protocol}://${request.host}`;
  return `https://${domains[0]}`;
}

function labelsFor(main: string, second: string | null): SignpostLabels {
  const [first, other] = [LABELS[main] ?? LABELS['en']!, second ? LABELS[second] : undefined];
  if (!other || other === first) return first;
  return { stopNumber: `${first.stopNumber} · ${other.stopNumber}`, scan: `${first.scan} · ${other.scan}` };
}

export interface SignpostRequest {
  size: SignpostSize;
  placeId?: number | undefined;
  tourId?: number | undefined;
}

export async function signpostsOf(db: Pick<Db, 'select'>, area: Tenant, query: SignpostRequest, origin: string): Promise<Uint8Array> {
  let placeIds: number[];
  let title: string;
  if (query.tourId !== undefined) {
    const [row] = await db.select({ title: tour.title, placeIds: tour.placeIds }).from(tour).where(and(eq(tour.tenantId, area.id), eq(tour.id, query.tourId)));
    if (!row) throw notFound(`No tour ${query.tourId} in this area`);
    [placeIds, title] = [row.placeIds, row.title];
  } else {
    [placeIds, title] = [[query.placeId!], ''];
  }
  const rows = placeIds.length ? await db.select().from(place).where(and(eq(place.tenantId, area.id), inArray(place.id, placeIds))) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (query.placeId !== undefined && !byId.has(query.placeId)) throw notFound(`No place ${query.placeId} in this area`);
  const font = await signpostFont();
  if (!font) throw new AppError(503, ErrorCode.UNAVAILABLE, 'The server has no Chinese font for signposts: install fonts-noto-cjk (Debian) on it');
  const second = secondLanguage(area);
  const signposts = placeIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const translated = second ? textsOf(row.translations, { lang: second, main: area.mainLanguage })('name', row.name) : null;
    return [{ areaName: area.name, name: row.name, secondName: translated?.lang === second ? translated.text : null, stopNumber: row.stopNumber, url: `${origin}${signpostPath(row.id)}` }];
  });
  return signpostsPdf(signposts, query.size, font, labelsFor(area.mainLanguage, second), title || (signposts[0]?.name ?? area.name));
}
