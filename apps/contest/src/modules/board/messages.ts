// Messages of the scoreboard calls. Their zh-CN texts are in @oj/i18n/server
// (packages/i18n/src/server-messages.ts).

/** Messages of the board calls. */
export const BoardMessage = {
  // The same text judge-dispatch's contest calls send for one refusal.
  adminOnly: 'Only the admins of this contest can do this',
  scrollBoardAcmOnly: 'The scroll board is only for ACM contests',
} as const;
