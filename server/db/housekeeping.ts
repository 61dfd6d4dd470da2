import type SQLite from 'better-sqlite3';
import { startCheckpointer, type Checkpointer } from './checkpointer.js';
import { startSearchMerges, type SearchMerges } from './search-merges.js';

/** SQLite's upkeep beside the server: the WAL's checkpoints and the search indexes' merges. */
export interface Housekeeping {
  checkpointer: Checkpointer;
  merges: SearchMerges;
  stop(): Promise<void>;
}

/**
 * Starts the server connection's upkeep: a worker thread checkpoints the WAL
 * (server/db/checkpointer.ts), and the search indexes are merged in the server's
 * quiet moments (server/db/search-merges.ts).
 */
export function startHousekeeping(sqlite: SQLite.Database, file: string): Housekeeping {
  const checkpointer = startCheckpointer(sqlite, file);
  const merges = startSearchMerges(sqlite);
  return {
    checkpointer,
    merges,
    async stop() {
      merges.stop();
      await checkpointer.stop();
    },
  };
}
