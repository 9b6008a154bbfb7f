/**
 * Wire shapes of generated team accounts (the contests issue: an account may stand for a team):
 * the super admin generates the accounts a contest's account limit rule admits, each with a random
 * password and optionally a team name and members (`user_team`), shown on the contest boards.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { GENERATED_PASSWORD_LENGTH, GENERATE_USER_MAX, TEAM_NAME_MAX, TeamMembersSchema } from './admin-user-api.ts';

/** Largest number of the range (as the contest's account limit rule, `AccountLimitRuleSchema`). */
export const TEAM_ACCOUNT_NUMBER_MAX = 1_000_000;
/** Longest prefix, suffix or extra account (a username is at most 20 characters). */
export const TEAM_ACCOUNT_AFFIX_MAX = 20;

/** One team of the list form: the i-th team goes to the i-th account. */
export const TeamEntrySchema = Type.Object(
  { teamName: Type.String({ minLength: 1, maxLength: TEAM_NAME_MAX }), members: TeamMembersSchema },
  { additionalProperties: false },
);
export type TeamEntryDto = Static<typeof TeamEntrySchema>;

/**
 * generate-team-accounts body. Usernames are `prefix + n + suffix` for n from numberFrom to numberTo
 * (n written without leading zeros, as the account limit rule reads it), then the extra accounts; at
 * most GENERATE_USER_MAX in all. Team names: `teams[i]` for the i-th account, else the pattern with
 * its first run of '#' replaced by the account's position (from 1) padded with zeros to the run's
 * length ("Team ###" gives "Team 001"), else no team.
 */
export const TeamAccountsBodySchema = Type.Object(
  {
    cid: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the contest the accounts are for (kept on the team rows)' })),
    prefix: Type.String({ maxLength: TEAM_ACCOUNT_AFFIX_MAX }),
    suffix: Type.String({ maxLength: TEAM_ACCOUNT_AFFIX_MAX }),
    numberFrom: Type.Integer({ minimum: 0, maximum: TEAM_ACCOUNT_NUMBER_MAX }),
    numberTo: Type.Integer({ minimum: 0, maximum: TEAM_ACCOUNT_NUMBER_MAX }),
    extra: Type.Optional(Type.Array(Type.String({ maxLength: TEAM_ACCOUNT_AFFIX_MAX }), { maxItems: GENERATE_USER_MAX })),
    passwordLength: Type.Integer({ minimum: GENERATED_PASSWORD_LENGTH.min, maximum: GENERATED_PASSWORD_LENGTH.max }),
    teamNamePattern: Type.Optional(Type.String({ maxLength: TEAM_NAME_MAX, description: "'#' run = the account's position, zero-padded" })),
    teams: Type.Optional(Type.Array(TeamEntrySchema, { maxItems: GENERATE_USER_MAX })),
    updateExisting: Type.Optional(
      Type.Boolean({ description: 'existing accounts get a new password and the team (never admins); default: reported, untouched' }),
    ),
    school: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type TeamAccountsBodyDto = Static<typeof TeamAccountsBodySchema>;

/** What happened to one account of the request. */
export const TeamAccountOutcome = {
  /** A new account. */
  Created: 'created',
  /** An existing account given a new password and the team (updateExisting). */
  Updated: 'updated',
  /** The username is taken: the account is left as it is. */
  Exists: 'exists',
  /** The name differs from a taken one only by case, accents or width: nothing created. */
  LookAlike: 'lookAlike',
  /** An existing account holding an admin role: never updated. */
  Admin: 'admin',
} as const;
export type TeamAccountOutcomeValue = (typeof TeamAccountOutcome)[keyof typeof TeamAccountOutcome];

/** One account of the answer; `password` is '' unless created or updated (shown this once, stored hashed). */
export const TeamAccountSchema = Type.Object({
  username: Type.String(),
  password: Type.String(),
  teamName: Type.Union([Type.String(), Type.Null()]),
  members: Type.Array(Type.String()),
  outcome: Type.Union([
    Type.Literal(TeamAccountOutcome.Created),
    Type.Literal(TeamAccountOutcome.Updated),
    Type.Literal(TeamAccountOutcome.Exists),
    Type.Literal(TeamAccountOutcome.LookAlike),
    Type.Literal(TeamAccountOutcome.Admin),
  ]),
});
export type TeamAccountDto = Static<typeof TeamAccountSchema>;

/** generate-team-accounts answer: every account of the request, in order, and the counts. */
export const TeamAccountsResultSchema = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  skipped: Type.Integer(),
  accounts: Type.Array(TeamAccountSchema),
});
export type TeamAccountsResultDto = Static<typeof TeamAccountsResultSchema>;
