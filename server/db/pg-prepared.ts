import { createHash } from 'node:crypto';
import pg from 'pg';

/** How many statements one connection keeps prepared at most; later texts run unprepared. */
const MAX_PER_CONNECTION = 300;

const prepared = Symbol('prepared statements');
type Client = pg.PoolClient & { [prepared]?: Set<string> };

/**
 * Statement names by `SELECT` text (a hash: PostgreSQL names are at most 63 bytes),
 * or null for one that is not to be prepared; each text judged once. Other
 * statements are never kept (an import's inserts are long and each different).
 */
const names = new Map<string, string | null>();
const nameOf = (text: string) => {
  if (!/^\s*select\b/i.test(text)) return null;
  let name = names.get(text);
  if (name === undefined) {
    name =
      !/\bfor\s+(update|share)\b/i.test(text) &&
      // A `*` would change its columns when another process migrates a table.
      !/(?:\.|\bselect\s+)\*/i.test(text)
        ? `s${createHash('sha1').update(text).digest('hex')}`
        : null;
    if (names.size >= 10_000) names.delete(names.keys().next().value!);
    names.set(text, name);
  }
  return name;
};

/**
 * Reads run as prepared statements, each planned once per connection: the longer
 * lists' queries take PostgreSQL longer to plan than to run (the business portal's
 * page: 1.0 ms to plan, 0.4 ms to run; docs/bench.md). node-postgres prepares a
 * named statement on its first use on a connection and reuses it after. Only
 * `SELECT`s that name their columns are named, at most `MAX_PER_CONNECTION` texts per connection (lists
 * with `IN` filters write many texts). `DATABASE_PREPARE=0` turns it off (a
 * pooler in transaction mode that cannot keep them).
 */
export function preparingPool(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as (
    done?: (error: Error | undefined, client: Client, release: () => void) => void,
  ) => Promise<Client> | undefined;
  const patch = (client: Client) => {
    if (client[prepared]) return client;
    const known = (client[prepared] = new Set<string>());
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      const name =
        args.length === 2 && typeof text === 'string' && Array.isArray(values)
          ? nameOf(text)
          : null;
      if (name !== null && (known.has(name) || known.size < MAX_PER_CONNECTION)) {
        known.add(name);
        // Made from the text, then named: pg copies a config object given to it
        // property by property, which cost more than parsing a short page's rows.
        const named = new pg.Query(text as string, values as unknown[]) as pg.Query & {
          name: string;
        };
        named.name = name;
        return new Promise((resolve, reject) =>
          query(named, (error: Error | null, result: pg.QueryResult) =>
            error ? reject(error) : resolve(result),
          ),
        );
      }
      return query(...args);
    }) as typeof client.query;
    return client;
  };
  // In place, both forms: Kysely awaits a client; pg's own pool.query passes a callback.
  pool.connect = ((
    done?: (error: Error | undefined, client: Client, release: () => void) => void,
  ) =>
    done
      ? connect((error, client, release) => done(error, error ? client : patch(client), release))
      : connect()!.then(patch)) as typeof pool.connect;
  return pool;
}
