// Every message of the super admin's user tools (spec 03 §2.19, §5 Admin). The zh-CN texts are in
// packages/i18n/src/server-messages.ts ("admin users" block).

/** Messages of the admin user calls. */
export const AdminUserMessage = {
  userNotExists: 'The user does not exist',
  usernameExists: 'The username already exists',
  usernameTooSimilar: 'The username differs from an existing one only by accents, case or letter width',
  emailExists: 'The email already exists',
  passwordLength: 'The password must be between 6 and 25 characters',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastSuperAdmin: 'The last super admin cannot be removed, banned or demoted',
  numberRange: 'The end number must not be less than the start number',
  tooManyUsers: (max: number) => `At most ${max} accounts can be generated at once`,
  generatedNameTooLong: 'A generated username would be longer than 20 characters',
  generatedNamesExist: (names: string) => `These usernames already exist: ${names}`,
  updated: 'Updated successfully',
  deleted: 'Deleted successfully',
  signedOut: 'The user has been signed out of every session',
  imported: 'Import finished',
  generated: 'Generated successfully',
  // Team accounts (generate-team-accounts, edit-user, the CSV import's team columns).
  teamPatternNeedsNumber: 'The team name pattern must contain # where the team number goes',
  generatedTeamNameTooLong: 'A generated team name would be longer than 100 characters',
  moreTeamsThanAccounts: 'There are more teams than accounts',
  teamAccountsChanged: 'Some of these accounts were created or changed meanwhile, please try again',
  teamNameRequired: 'Members need a team name',
  // Reasons of refused CSV rows.
  rowUsernameRequired: 'Username is required',
  rowPasswordRequired: 'Password is required',
  rowUsernameTooLong: 'The username can be at most 20 characters',
  rowPasswordLength: 'The password must be between 6 and 25 characters',
  rowDuplicateInFile: 'The username appears more than once in the file',
  rowEmailFormat: 'The email format is incorrect',
  rowEmailDuplicateInFile: 'The email appears more than once in the file',
  rowRealnameTooLong: 'The real name can be at most 50 characters',
  rowNicknameTooLong: 'The nickname can be at most 20 characters',
  rowSchoolTooLong: 'The school can be at most 100 characters',
  rowTeamNameTooLong: 'The team name can be at most 100 characters',
  rowTooManyMembers: 'A team can have at most 10 members',
  rowMemberTooLong: 'A member name can be at most 50 characters',
} as const;
