// Messages of the ICPC contest API. Their zh-CN texts are in @oj/i18n/server
// (packages/i18n/src/server-messages.ts).

/** Messages of the ICPC contest API calls. */
export const IcpcApiMessage = {
  closed: 'The contest API is open to the contest admins, or to everyone once the contest has ended with its board unsealed',
  acmOnly: 'The contest API serves ACM contests only',
} as const;
