import { createHash } from 'node:crypto';

/** A campaign link's token as stored: only its SHA-256 (docs/member-door.md "Campaigns"). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
