/** Reads of the contest list of the ICPC contest API (the contest and contest_register tables). */
import type { DataSource } from 'typeorm';
import { ContestType } from '@oj/contracts';
import { ContestEntity, ContestRegisterEntity } from '@oj/db';
import type { IcpcContestFacts } from './access.ts';

/** A contest of the list: the facts `icpcViewOf` reads and what the contest object shows. */
export type ListedContest = IcpcContestFacts & { id: number; title: string };

/** Every ACM contest, oldest first: the list keeps those the viewer may read (`icpcViewOf`). */
export function acmContests(db: DataSource): Promise<ListedContest[]> {
  return db.getRepository(ContestEntity).find({
    select: {
      id: true,
      title: true,
      uid: true,
      gid: true,
      auth: true,
      type: true,
      startTime: true,
      endTime: true,
      visible: true,
      sealRank: true,
      sealRankTime: true,
      autoRealRank: true,
      openRank: true,
    },
    where: { type: ContestType.ACM },
    order: { id: 'ASC' },
  });
}

/** The contests the user registered for. */
export async function registeredContestIds(db: DataSource, uid: string): Promise<Set<number>> {
  const rows = await db.getRepository(ContestRegisterEntity).find({ select: { cid: true }, where: { uid } });
  return new Set(rows.map((row) => row.cid));
}
