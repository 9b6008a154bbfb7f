// Shared rows of the contest page tests: a contest, its list record, its problems, submissions.
import { screen } from '@testing-library/react';
import type { AdminContestDto, AdminContestListRecordDto, AdminContestProblemDto, SubmissionSummaryDto } from '@oj/contracts';

export const ADMIN = { username: 'ada', roleList: ['admin'] };
export const ROOT = { username: 'root', roleList: ['root'] };

export function contest(id: number, patch: Partial<AdminContestDto> = {}): AdminContestDto {
  return {
    id,
    title: `Cup ${id}`,
    type: 0,
    auth: 0,
    status: 0,
    author: 'ada',
    gid: null,
    startTime: '2030-05-01T09:00:00.000Z',
    endTime: '2030-05-01T14:00:00.000Z',
    duration: 18000,
    count: 3,
    openRank: false,
    description: 'd',
    now: '2030-05-01T10:00:00.000Z',
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    allowEndSubmit: false,
    openPrint: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    starAccount: [],
    awardType: 0,
    awardConfigList: [],
    isAdmin: true,
    realTimeRank: true,
    viewerSeal: null,
    visible: true,
    hasPassword: false,
    openAccountLimit: false,
    accountLimitRule: null,
    uid: 'a1',
    ...patch,
  };
}

/** A row of the admin list: the list record's fields only. */
export function listRecord(id: number, patch: Partial<AdminContestListRecordDto> = {}): AdminContestListRecordDto {
  const { title, type, auth, status, author, gid, startTime, endTime, duration, count, openRank, visible, uid } = contest(id);
  return { id, title, type, auth, status, author, gid, startTime, endTime, duration, count, openRank, visible, uid, ...patch };
}

export const PROBLEMS: AdminContestProblemDto[] = [
  { id: 71, cid: 5, pid: 1001, problemId: 'P1001', title: 'Sum', displayId: 'A', displayTitle: 'Sum', color: '#ff0000', auth: 1 },
];

export function submission(submitId: number, status: number, patch: Partial<SubmissionSummaryDto> = {}): SubmissionSummaryDto {
  return {
    submitId,
    pid: 1001,
    displayPid: 'P1001',
    displayId: 'A',
    title: 'Sum',
    uid: 'u1',
    username: 'alice',
    status,
    score: null,
    oiRankScore: null,
    time: 10,
    memory: 1024,
    length: 100,
    language: 'C++',
    judger: 'node-1',
    submitTime: '2030-05-01T10:00:00.000Z',
    share: false,
    isManual: false,
    cid: 5,
    gid: null,
    ...patch,
  };
}

/** The open Popconfirm holding `text`. */
export const popconfirm = (text: string) => screen.getByText(text).closest('.ant-popover') as HTMLElement;
