import { createHash } from 'node:crypto';
import pg from 'pg';

/** How many statements one connection keeps prepared at most; the least recently run go first. */
const MAX_PER_CONNECTION = 300;

const prepared = Symbol('prepared statements');
/** A connection's prepared statements by name, the least recently run first. */
type Client = pg.PoolClient & {
  [prepared]?: Map<string, true>;
  /** node-postgres's own record of the statements it has parsed on the connection. */
  connection?: { parsedStatements?: Record<string, string> };
};

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
 * `SELECT`s that name their columns are named, at most `max` texts per connection
 * (lists with `IN` filters and member searches write many texts): a new text beyond
 * them releases the least recently run (`DEALLOCATE`). `DATABASE_PREPARE=0` turns it
 * off (a pooler in transaction mode that cannot keep them).
 */
export function preparingPool(pool: pg.Pool, { max = MAX_PER_CONNECTION } = {}): pg.Pool {
  const connect = pool.connect.bind(pool) as (
    done?: (error: Error | undefined, client: Client, release: () => void) => void,
  ) => Promise<Client> | undefined;
  const patch = (client: Client) => {
    if (client[prepared]) return client;
    const known = (client[prepared] = new Map<string, true>());
    const parsed = client.connection?.parsedStatements;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    /**
     * Releases the least recently run statement: queued before the next, so it runs
     * first. Refused (a transaction that already failed), the statement is still
     * there, and is recorded again so that it is never prepared twice.
     */
    const releaseOldest = () => {
      const oldest = known.keys().next().value!;
      const text = parsed![oldest];
      known.delete(oldest);
      delete parsed![oldest];
      (query(`DEALLOCATE ${oldest}`) as Promise<unknown>).catch(() => {
        if (text !== undefined) parsed![oldest] = text;
        known.set(oldest, true);
      });
    };
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      const name =
        args.length === 2 && typeof text === 'string' && Array.isArray(values)
          ? nameOf(text)
          : null;
      // Without node-postgres's record to release from, the first `max` texts are kept.
      if (name !== null && (known.has(name) || known.size < max || parsed)) {
        if (known.has(name)) known.delete(name);
        else if (known.size >= max) releaseOldest();
        known.set(name, true);
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
