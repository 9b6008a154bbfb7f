// Tidan, the problem-set outlines (spec 02 §2 "Tidan list").
export const tidanMessages = {
  tidan: {
    title: 'Problem Sets',
    empty: 'No problem sets yet',
    noGroups: 'This problem set has no groups yet',
    noProblemGroups: 'No problems in this group yet',
    noProblems: 'No problems',
    count: 'Problems: {{count}}',
    columns: { status: 'Status', problemId: 'Problem ID', title: 'Title', accepted: 'Accepted', submitted: 'Submitted', submissions: 'Submissions' },
    solved: 'Solved',
    failed: 'Tried, not solved',
    submissions: 'Submissions',
  },
} as const;
