import { buildApp } from './app.js';
import { configFromEnv, trustProxyWarning } from './config.js';
import { connect, housekeepingOf } from './db/connect.js';
import { withStartupLock } from './db/dialect.js';
import { analyzeIfNeeded, migrateToLatest } from './db/migrate.js';
import { DEMO_LOGIN, seedDemoIfEmpty } from './seed/index.js';

/** `npm start`: migrate, seed the demo community on first run, serve SPA + API. */
async function main() {
  const config = configFromEnv();
  const db = connect(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    housekeeping: true,
  });
  // Several processes starting at once on one PostgreSQL migrate and seed once.
  const seeded = await withStartupLock(db, async (locked) => {
    await migrateToLatest(locked);
    return seedDemoIfEmpty(locked, { storageDir: config.storageDir });
  });
  await analyzeIfNeeded(db);
  const app = await buildApp({ db, config, logger: true });
  const housekeeping = housekeepingOf(db);
  if (housekeeping) {
    housekeeping.merges.onMerge((merge) => app.log.info(merge, 'search index merged'));
    // The search indexes are merged only while no request comes (server/db/search-merges.ts).
    app.addHook('onRequest', (_request, _reply, done) => {
      housekeeping.merges.busy();
      done();
    });
  }
  const warning = trustProxyWarning(config);
  if (warning) app.log.warn(warning);
  const shutdown = async () => {
    await app.close();
    await housekeepingOf(db)?.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as { port: number };
  const url = `http://localhost:${port}`;
  const lines = [`Family directory back-office: ${url}`];
  if (seeded) lines.push(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
