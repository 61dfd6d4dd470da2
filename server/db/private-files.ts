import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';

/** Folders and files the server keeps are the server's user's alone. */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Creates `dir` (and its parents) readable by the server's user only, and tightens it if it exists. */
export function privateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(dir, PRIVATE_DIR);
}

/** Creates an empty `file` readable by the server's user only (a database about to be opened). */
export function privateFileSync(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE));
  chmodSync(file, PRIVATE_FILE);
}

/**
 * Writes `bytes` to `file` for the server's user only and waits until they are on
 * the disk, so a row that names the file can commit after it (a power cut never
 * leaves a row naming a file that is not there).
 */
export async function writeDurably(file: string, bytes: Buffer): Promise<void> {
  const handle = await open(file, 'w', PRIVATE_FILE);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export const privateDir = (dir: string) => mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
