import type { BoardMessage, Translations } from '@oj/contracts';

/** zh-CN texts of BoardMessage (packages/contracts/src/errors/contest-board.ts). */
export const CONTEST_BOARD_ZH_CN: Translations<typeof BoardMessage> = {
  adminOnly: '只有本比赛的管理员才能进行此操作',
  scrollBoardAcmOnly: '滚榜仅适用于 ACM 赛制的比赛',
};
