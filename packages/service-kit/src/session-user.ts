import type { DataSource } from 'typeorm';
import { activeUserRoles } from '@oj/db/reads';
import type { AuthUser } from './auth.ts';

/**
 * The user as a refresh sees it: current username and role codes (lowest first), or null when the
 * account no longer exists or is banned. Every service can refresh, through the gateway's published read.
 */
export async function loadSessionUser(db: DataSource, uid: string): Promise<AuthUser | null> {
  return activeUserRoles(db, uid);
}
