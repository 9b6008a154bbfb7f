// Every message the tidan calls send (user side and back office). Their zh-CN texts are in
// @oj/i18n/server (packages/i18n/src/server-messages.ts).

/** Messages of the tidan calls. */
export const TidanMessage = {
  tidanNotExists: 'The tidan does not exist',
  groupNotExists: 'The tidan group does not exist',
  problemGroupNotExists: 'The problem group does not exist',
  nameRequired: 'Name is required',
  problemRequired: 'Choose a problem to bind',
  problemNotExists: 'The problem does not exist',
  /** Only problems every visitor may open stand in a tidan. */
  problemNotPublic: 'Only public problems can be bound to a tidan',
  problemAlreadyBound: 'This problem is already in this problem group',
  problemNotBound: 'This problem is not in this problem group',
  swapNotSameGroup: 'Only two problems of the same problem group can be swapped',
  created: 'Create Successfully',
  updated: 'Update Successfully',
  deleted: 'Delete successfully',
  bound: 'Add Successfully',
  unbound: 'Delete successfully',
} as const;
