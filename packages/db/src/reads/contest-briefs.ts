// Published by the contest service, owner of the contest tables: what other services may read of one
// contest and its registrations (the community service's contest Q&A).
import type { DataSource } from 'typeorm';
import { ContestEntity, ContestProblemEntity, ContestRegisterEntity } from '../entities/contest.ts';

/** A contest as another service needs it: who runs it, who may enter, when it runs. */
export interface ContestBrief {
  id: number;
  title: string;
  /** 0 public, 1 private, 2 protected. */
  auth: number;
  /** The author's uid (the contest owner); who runs the contest is the contest policy's answer (@oj/access). */
  uid: string;
  /** The owning group, or null. */
  gid: number | null;
  startTime: Date;
  endTime: Date;
  /** Hidden contests are known to their admins only. */
  visible: boolean;
}

/** The contest `cid`, or null when there is none. */
export async function contestBrief(db: DataSource, cid: number): Promise<ContestBrief | null> {
  const row = await db.getRepository(ContestEntity).findOne({
    where: { id: cid },
    select: { id: true, title: true, auth: true, uid: true, gid: true, startTime: true, endTime: true, visible: true },
  });
  if (!row) return null;
  return { id: row.id, title: row.title, auth: row.auth, uid: row.uid, gid: row.gid, startTime: row.startTime, endTime: row.endTime, visible: row.visible };
}

/** Whether the user registered for the contest. */
export async function isContestRegistrant(db: DataSource, cid: number, uid: string): Promise<boolean> {
  return (await db.getRepository(ContestRegisterEntity).countBy({ cid, uid })) > 0;
}

/** The problems of contest `cid` (their primary keys) in the contest's display order. */
export async function contestProblemIds(db: DataSource, cid: number): Promise<number[]> {
  const rows = await db.getRepository(ContestProblemEntity).find({ where: { cid }, select: { pid: true, displayId: true } });
  return rows.sort((a, b) => a.displayId.localeCompare(b.displayId, 'en', { numeric: true })).map((row) => row.pid);
}
