// The admin batch-operation and group-problem examine pages' English strings
// (apps/admin/src/features/batch, apps/admin/src/features/group-problems).

/** The batch operations page (problem/batch-operation). */
export const enUSBatch = {
  title: 'Batch Operations',
  intro: 'Choose problems, then rejudge all their submissions, change their visibility or delete them.',
  pick: {
    title: '1. Choose problems',
    search: 'Search by id, display id, title or author',
    allAuth: 'Any visibility',
    tableLabel: 'Problems to choose from',
    selected: '{{count}} selected',
    selectedLabel: 'Chosen problems',
    clear: 'Clear selection',
    none: 'No problem chosen yet',
    tooMany: 'At most {{max}} problems at a time',
    remove: 'Remove {{problemId}}',
  },
  columns: {
    id: 'ID',
    problemId: 'Display ID',
    title: 'Title',
    author: 'Author',
    auth: 'Visibility',
    result: 'Result',
    message: 'Message',
    count: 'Submissions',
  },
  auth: {
    public: 'Public',
    private: 'Private',
    contest: 'Contest',
  },
  actions: {
    title: '2. Choose an operation',
    rejudge: 'Rejudge all',
    rejudgeConfirm: 'Rejudge every submission of {{count}} problems? This may keep the judges busy for a while.',
    rejudgeSuperOnly: 'Only a super admin can rejudge',
    visibility: 'Change visibility',
    visibilityTo: 'New visibility',
    visibilityConfirm: 'Set the visibility of {{count}} problems to {{auth}}?',
    delete: 'Delete',
    deleteConfirm: 'Delete {{count}} problems with their test data and submissions? This cannot be undone.',
    needSelection: 'Choose at least one problem first',
  },
  result: {
    title: '3. Results',
    summary: '{{action}}: {{ok}} succeeded, {{failed}} failed',
    ok: 'Succeeded',
    failed: 'Failed',
    tableLabel: 'Result per problem',
    rejudged: '{{count}} submissions sent back to the judge',
    missing: 'No such problem',
    deleted: 'Deleted',
    visibilityChanged: 'Visibility set to {{auth}}',
    requestFailed: 'Request failed',
  },
} as const;

/** The group problem examine page (group-problem/apply). */
export const enUSGroupProblem = {
  title: 'Group Problem Examine',
  search: 'Search by display id, title or author',
  progressFilter: 'Status',
  tableLabel: 'Group problems applying to go public',
  progress: {
    applying: 'Applying',
    public: 'Public',
    refused: 'Refused',
    none: 'Not applied',
  },
  columns: {
    id: 'ID',
    problemId: 'Display ID',
    title: 'Title',
    author: 'Author',
    group: 'Group ID',
    progress: 'Status',
    modified: 'Applied at',
  },
  approve: 'Approve',
  refuse: 'Refuse',
  approveConfirm: 'Make {{problemId}} a public problem of the site?',
  refuseConfirm: 'Refuse to make {{problemId}} public?',
  updated: 'Update Successfully',
} as const;
