/**
 * Operator passwords: argon2id through @node-rs/argon2 (prebuilt binaries, maintained), the only
 * file that imports it. Parameters are the library's defaults (OWASP's argon2id minimum: 19 MiB,
 * 2 passes), stored in the hash so they can be raised later without breaking old hashes.
 */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of no one's password: checked against when the e-mail is unknown, so timing does not tell. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hash('decoy password that no account has');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
