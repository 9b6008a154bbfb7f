/** Reads of the contest_print table: a contest's requests, newest first, and one request. */
import type { DataSource } from 'typeorm';
import type { ContestPrintDto } from '@oj/contracts';
import { ContestPrintEntity } from '@oj/db';
import type { ContestPrintRow } from '@oj/db';
import type { Paging } from '../../paging.ts';

export function toPrintDto(row: ContestPrintRow): ContestPrintDto {
  return {
    id: row.id,
    cid: row.cid,
    username: row.username,
    realname: row.realname,
    gmtCreate: row.gmtCreate.toISOString(),
    status: row.status,
    content: row.content,
  };
}

/** One page of a contest's print requests, newest first. */
export async function printPage(db: DataSource, cid: number, paging: Paging): Promise<{ total: number; records: ContestPrintDto[] }> {
  const [rows, total] = await db
    .getRepository(ContestPrintEntity)
    .findAndCount({ where: { cid }, order: { id: 'DESC' }, skip: paging.offset, take: paging.limit });
  return { total, records: rows.map(toPrintDto) };
}

/** A print request by id, or null. */
export function findPrint(db: DataSource, id: number): Promise<ContestPrintRow | null> {
  return db.getRepository(ContestPrintEntity).findOne({ where: { id } });
}
