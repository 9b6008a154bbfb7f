import { defineMessages } from './define.ts';

/** Messages of the tidan calls, user side and back office (zh-CN in @oj/i18n/server). */
export const TidanMessage = defineMessages('tidan', {
  tidanNotExists: { as: 'notFound', en: 'The tidan does not exist' },
  groupNotExists: { as: 'notFound', en: 'The tidan group does not exist' },
  problemGroupNotExists: { as: 'notFound', en: 'The problem group does not exist' },
  nameRequired: { as: 'badRequest', en: 'Name is required' },
  problemRequired: { as: 'badRequest', en: 'Choose a problem to bind' },
  problemNotExists: { as: 'notFound', en: 'The problem does not exist' },
  /** Only problems every visitor may open stand in a tidan. */
  problemNotPublic: { as: 'badRequest', en: 'Only public problems can be bound to a tidan' },
  problemAlreadyBound: { as: 'badRequest', en: 'This problem is already in this problem group' },
  problemNotBound: { as: 'notFound', en: 'This problem is not in this problem group' },
  swapNotSameGroup: { as: 'badRequest', en: 'Only two problems of the same problem group can be swapped' },
  created: { as: 'success', en: 'Create Successfully' },
  updated: { as: 'success', en: 'Update Successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
  bound: { as: 'success', en: 'Add Successfully' },
  unbound: { as: 'success', en: 'Delete successfully' },
});
