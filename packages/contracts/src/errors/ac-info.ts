import { defineMessages } from './define.ts';

// Messages of the AC info calls.
/** Messages of the AC info (the balloon helper). */
export const AcInfoMessage = defineMessages('acInfo', {
  acmOnly: { as: 'badRequest', en: 'AC info is only for ACM contests' },
  notAccepted: { as: 'notFound', en: 'The submission is not an accepted submission of this contest' },
  updated: { as: 'success', en: 'Update Successfully' },
});
