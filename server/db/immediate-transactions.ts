import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/** SQLite's driver with every transaction begun IMMEDIATE. */
class ImmediateDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * Kysely's SQLite dialect, its transactions begun `IMMEDIATE`: the write lock is
 * taken when the transaction begins, waiting (busy_timeout) while another process
 * holds it. A transaction begun plainly takes the lock at its first write; when
 * another process has committed since its first read, SQLite cannot let it write
 * on an old snapshot and fails it at once with SQLITE_BUSY, without waiting. An
 * import beside the server's background index merge failed that way
 * (docs/decisions.md, "PostgreSQL and several processes").
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateDriver(this.#config);
  }
}
