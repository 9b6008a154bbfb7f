import { defineMessages } from './define.ts';

// Messages of the ICPC contest API.
/** Messages of the ICPC contest API calls. */
export const IcpcApiMessage = defineMessages('icpcApi', {
  closed: {
    as: 'forbidden',
    en: 'The contest API is open to the contest admins; once the contest has ended with its board unsealed, also to those who may see its inside or its outside board',
  },
  acmOnly: { as: 'badRequest', en: 'The contest API serves ACM contests only' },
  endpointNotInAccess: { as: 'forbidden', en: 'This endpoint is not in your access to the contest API' },
  unknownSinceToken: { as: 'badRequest', en: 'The event feed cannot resume from this token: read it again without since_token' },
  sinceIdUnsupported: { as: 'badRequest', en: 'since_id is not supported: the event feed resumes with since_token' },
});
