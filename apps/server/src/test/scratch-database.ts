/**
 * A database of a run's own on the PostgreSQL server another URL names, made empty (a run before
 * may have left it): for runs that must not share that database's rows or schema (the server-pg
 * tests reset it meanwhile; a benchmark's demo area must be the only area there).
 */
import pg from 'pg';

async function onServer(base: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of the empty database `<base's name>_<suffix>` beside `base`'s. */
export async function freshDatabase(base: string, suffix: string): Promise<string> {
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_${suffix}`;
  await onServer(base, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  });
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.href;
}

/** Drops a database `freshDatabase` made, connected through `base`. */
export async function dropDatabase(base: string, scratch: string): Promise<void> {
  const name = decodeURIComponent(new URL(scratch).pathname.slice(1));
  await onServer(base, (client) => client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`).then(() => undefined));
}
