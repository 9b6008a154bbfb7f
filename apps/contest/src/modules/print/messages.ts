// Messages of the print calls (spec 02 §8 texts verbatim where it names them). Their zh-CN texts are
// in @oj/i18n/server (packages/i18n/src/server-messages.ts).

/** Messages of print requests. */
export const PrintMessage = {
  contentEmpty: 'Content cannot be empty',
  contentTooShort: 'The number of content cannot be less than 50',
  printClosed: 'This contest does not accept print requests',
  contestEnded: 'Contest has ended',
  tooMany: 'Too many print requests in a short time, please try again in a few minutes',
  submitted: 'The print request was sent',
  notFound: 'The print request does not exist',
  updated: 'Update Successfully',
} as const;
