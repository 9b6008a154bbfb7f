import { defineMessages } from './define.ts';

// Every message of the super admin's user tools (spec 03 §2.19, §5 Admin).

/** Messages of the admin user calls. */
export const AdminUserMessage = defineMessages('adminUser', {
  userNotExists: { as: 'notFound', en: 'The user does not exist' },
  usernameExists: { as: 'conflict', en: 'The username already exists' },
  usernameTooSimilar: { as: 'conflict', en: 'The username differs from an existing one only by accents, case or letter width' },
  emailExists: { as: 'conflict', en: 'The email already exists' },
  passwordLength: { as: 'badRequest', en: 'The password must be between 6 and 25 characters' },
  cannotDeleteSelf: { as: 'badRequest', en: 'You cannot delete your own account' },
  lastSuperAdmin: { as: 'conflict', en: 'The last super admin cannot be removed, banned or demoted' },
  numberRange: { as: 'badRequest', en: 'The end number must not be less than the start number' },
  tooManyUsers: { as: 'badRequest', params: ['max'], en: (max: number) => `At most ${max} accounts can be generated at once` },
  generatedNameTooLong: { as: 'badRequest', en: 'A generated username would be longer than 20 characters' },
  generatedNamesExist: { as: 'conflict', params: ['names'], en: (names: string) => `These usernames already exist: ${names}` },
  updated: { as: 'success', en: 'Updated successfully' },
  deleted: { as: 'success', en: 'Deleted successfully' },
  signedOut: { as: 'success', en: 'The user has been signed out of every session' },
  imported: { as: 'success', en: 'Import finished' },
  generated: { as: 'success', en: 'Generated successfully' },
  // Team accounts (generate-team-accounts, edit-user, the CSV import's team columns).
  teamPatternNeedsNumber: { as: 'badRequest', en: 'The team name pattern must contain # where the team number goes' },
  generatedTeamNameTooLong: { as: 'badRequest', en: 'A generated team name would be longer than 100 characters' },
  moreTeamsThanAccounts: { as: 'badRequest', en: 'There are more teams than accounts' },
  teamAccountsChanged: { as: 'conflict', en: 'Some of these accounts were created or changed meanwhile, please try again' },
  teamNameRequired: { as: 'badRequest', en: 'Members need a team name' },
  // Reasons of refused CSV rows.
  rowUsernameRequired: { as: 'badRequest', en: 'Username is required' },
  rowPasswordRequired: { as: 'badRequest', en: 'Password is required' },
  rowUsernameTooLong: { as: 'badRequest', en: 'The username can be at most 20 characters' },
  rowPasswordLength: { as: 'badRequest', en: 'The password must be between 6 and 25 characters' },
  rowDuplicateInFile: { as: 'badRequest', en: 'The username appears more than once in the file' },
  rowEmailFormat: { as: 'badRequest', en: 'The email format is incorrect' },
  rowEmailDuplicateInFile: { as: 'badRequest', en: 'The email appears more than once in the file' },
  rowRealnameTooLong: { as: 'badRequest', en: 'The real name can be at most 50 characters' },
  rowNicknameTooLong: { as: 'badRequest', en: 'The nickname can be at most 20 characters' },
  rowSchoolTooLong: { as: 'badRequest', en: 'The school can be at most 100 characters' },
  rowTeamNameTooLong: { as: 'badRequest', en: 'The team name can be at most 100 characters' },
  rowTooManyMembers: { as: 'badRequest', en: 'A team can have at most 10 members' },
  rowMemberTooLong: { as: 'badRequest', en: 'A member name can be at most 50 characters' },
});
