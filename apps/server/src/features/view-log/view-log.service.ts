/**
 * Page-view log. One row per visit (the phone's id); each later send of the same visit updates
 * the last page and view time, so a visit sent on hide, again every 1,000,000 ms and on leave is
 * counted once. Beacons arrive as text/plain with the tenant and token in the body.
 */
import { sql } from 'drizzle-orm';
import type { AuthVisitor } from '../../platform/auth.ts';
import type { Db } from '../../platform/db/database.ts';
import { viewLog } from '../../entities/view-log/view-log.table.ts';

export interface ViewLogSend {
  id: string;
  visitTime: string;
  entryPage: string;
  lastPage: string;
  viewTime: string;
}

export function viewTimeSeconds(viewTime: string): number {
  const [h = 0, m = 0, s = 0] = viewTime.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

export async function recordViewLog(db: Db, tenantId: number, visitor: AuthVisitor | null, body: ViewLogSend, client: { ip: string; userAgent: string | null }): Promise<void> {
  const viewSeconds = viewTimeSeconds(body.viewTime);
  await db
    .insert(viewLog)
    .values({
      tenantId,
      id: body.id,
      visitorId: visitor?.id ?? null,
      visitTime: new Date(body.visitTime),
      entryPage: body.entryPage,
      lastPage: body.lastPage,
      viewTime: body.viewTime,
      viewSeconds,
      ip: client.ip,
      userAgent: client.userAgent,
    })
    .onConflictDoUpdate({
      target: [viewLog.tenantId, viewLog.id],
      set: {
        // Sends can arrive out of order; the longest view time is the latest state.
        lastPage: sql`CASE WHEN ${viewLog.viewSeconds} > ${viewSeconds} THEN ${viewLog.lastPage} ELSE ${body.lastPage} END`,
        viewTime: sql`CASE WHEN ${viewLog.viewSeconds} > ${viewSeconds} THEN ${viewLog.viewTime} ELSE ${body.viewTime} END`,
        viewSeconds: sql`GREATEST(${viewLog.viewSeconds}, ${viewSeconds})`,
        visitorId: sql`COALESCE(${viewLog.visitorId}, ${visitor?.id ?? null})`,
        sendCount: sql`${viewLog.sendCount} + 1`,
        receivedAt: new Date(),
      },
    });
}
