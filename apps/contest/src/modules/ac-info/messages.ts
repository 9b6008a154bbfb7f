// Messages of the AC info calls. Their zh-CN texts are in @oj/i18n/server
// (packages/i18n/src/server-messages.ts).

/** Messages of the AC info (the balloon helper). */
export const AcInfoMessage = {
  acmOnly: 'AC info is only for ACM contests',
  notAccepted: 'The submission is not an accepted submission of this contest',
  updated: 'Update Successfully',
} as const;
