/**
 * Secrets every instance must share (token and URL signing keys). From the environment when set;
 * otherwise made once, at random, and kept in the database so restarts and other instances agree.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/database.ts';
import { appSecret } from './db/schema.ts';

export async function loadSecret(db: Db, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.insert(appSecret).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecret).where(eq(appSecret.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
