import pg from 'pg';

/** The address of database `name` on the server of `url` (same user, password and parameters). */
export function databaseUrl(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${encodeURIComponent(name)}`;
  return address.toString();
}

/** `url` with `-c search_path=<schema>` added to its connection options. */
export function withSearchPath(url: string, schema: string): string {
  const address = new URL(url);
  const options = address.searchParams.get('options');
  address.searchParams.set('options', `${options ? `${options} ` : ''}-c search_path=${schema}`);
  return address.toString();
}

/** One short-lived connection (create/drop database, schema). */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Database `name`, created on the server of `adminUrl` as a copy of `template` (a fraction of a second): its address,
 * and `drop` to remove it, ending whatever is still connected.
 */
export async function copyDatabase(
  adminUrl: string,
  name: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<unknown> }> {
  await withPgClient(adminUrl, (client) => client.query(`create database "${name}" template "${template}"`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      withPgClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}
