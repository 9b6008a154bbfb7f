// Messages of the ICPC contest API. Their zh-CN texts are in @oj/i18n/server
// (packages/i18n/src/server-messages.ts).

/** Messages of the ICPC contest API calls. */
export const IcpcApiMessage = {
  closed:
    'The contest API is open to the contest admins; once the contest has ended with its board unsealed, also to those who may see its inside or its outside board',
  acmOnly: 'The contest API serves ACM contests only',
  endpointNotInAccess: 'This endpoint is not in your access to the contest API',
  unknownSinceToken: 'The event feed cannot resume from this token: read it again without since_token',
  sinceIdUnsupported: 'since_id is not supported: the event feed resumes with since_token',
} as const;
