import { defineMessages } from './define.ts';

// Messages of the print calls (spec 02 §8 texts verbatim where it names them). Their zh-CN texts are
// in @oj/i18n/server (packages/i18n/src/server-messages.ts).

/** Messages of print requests. */
export const PrintMessage = defineMessages('print', {
  contentEmpty: { as: 'badRequest', en: 'Content cannot be empty' },
  contentTooShort: { as: 'badRequest', en: 'The number of content cannot be less than 50' },
  printClosed: { as: 'forbidden', en: 'This contest does not accept print requests' },
  contestEnded: { as: 'forbidden', en: 'Contest has ended' },
  tooMany: { as: 'tooManyRequests', en: 'Too many print requests in a short time, please try again in a few minutes' },
  submitted: { as: 'success', en: 'The print request was sent' },
  notFound: { as: 'notFound', en: 'The print request does not exist' },
  updated: { as: 'success', en: 'Update Successfully' },
});
