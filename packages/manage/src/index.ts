// The management screens shared by the back office (apps/admin) and the web app's group admin modes:
// the problem editor, the contest form and problem table, the training form, and the pieces under
// them (list table, markdown editor, upload). Import from '@oj/manage/<part>'; this entry has the links.
export { ManagePathsProvider, useManagePaths } from './paths.tsx';
export type { ManagePaths } from './paths.tsx';
export { ManageScope, addManageMessages } from './scope.tsx';
export { ManageGroupProvider, useManageGid } from './group.tsx';
