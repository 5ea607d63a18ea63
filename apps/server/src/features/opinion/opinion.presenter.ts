/** An opinion as it goes on the wire, to the visitor who sent it and (with more) to the console. */
import type { Opinion, OpinionCategory } from '@youlan/contract';
import type { opinion } from '../../entities/opinion/opinion.table.ts';

export function presentOpinion(row: typeof opinion.$inferSelect): Opinion {
  return {
    id: row.id,
    category: row.category as OpinionCategory,
    text: row.text,
    imageKeys: row.imageKeys,
    contact: row.contact,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
