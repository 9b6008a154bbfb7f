import { defineMessages } from './define.ts';

// Messages of the scoreboard calls.
/** Messages of the board calls. */
export const BoardMessage = defineMessages('board', {
  // The same text judge-dispatch's contest calls send for one refusal.
  adminOnly: { as: 'forbidden', en: 'Only the admins of this contest can do this' },
  scrollBoardAcmOnly: { as: 'badRequest', en: 'The scroll board is only for ACM contests' },
});
