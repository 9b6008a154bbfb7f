import { describe, expect, it } from 'vitest';
import { ContestAuth, GroupAuth, Role } from '@oj/contracts';
import {
  canCreateGroupContest,
  canSeeContest,
  contestViewerOf,
  hasContestAccess,
  inContestGroup,
  insideRefusal,
  isContestAdmin,
  listedSiteWide,
  registerRefusal,
  submitRefusal,
} from '../src/index.ts';
import type { ContestFacts, ContestViewer, GroupFacts } from '../src/index.ts';

// Group contests (spec 03 §2.11, §6 "Group content"; spec 02 §4 "Contest admin"): per group level,
// the owner, site roles and strangers, in public and private groups.

const START = Date.UTC(2030, 0, 1, 9);
const END = START + 5 * 3_600_000;
const RUNNING = START + 1;
const GID = 7;
const contest = (fields: Partial<ContestFacts> = {}): ContestFacts => ({
  kind: 'contest',
  authorUid: 'teacher',
  gid: GID,
  auth: ContestAuth.Public,
  visible: true,
  startTimeMs: START,
  endTimeMs: END,
  sealStartMs: null,
  autoRealRank: true,
  allowEndSubmit: false,
  durationSec: null,
  ...fields,
});
const group = (auth: number): GroupFacts => ({ ownerUid: 'owner', auth, visible: true });

/** A viewer with a member row of `level` (null: none) in a group of `auth`. */
const viewer = (uid: string, level: number | null, auth: number = GroupAuth.Private, roles: number[] = [Role.User]): ContestViewer =>
  inContestGroup(contestViewerOf({ uid, roles }), group(auth), level);

const PEOPLE = {
  m3: viewer('m3', 3),
  m4: viewer('m4', 4),
  m5: viewer('m5', 5),
  owner: viewer('owner', 5),
  teacherAt4: viewer('teacher', 4),
  teacherAt3: viewer('teacher', 3),
  applicant: viewer('m1', 1),
  siteAdmin: viewer('ad', null, GroupAuth.Private, [Role.Admin]),
  superAdmin: viewer('root', null, GroupAuth.Private, [Role.SuperAdmin]),
  stranger: viewer('x', null),
} as const;
type Who = keyof typeof PEOPLE;
const each = (rule: (who: ContestViewer) => unknown) =>
  Object.fromEntries(Object.entries(PEOPLE).map(([name, who]) => [name, rule(who)])) as Record<Who, unknown>;

describe('the viewer in the contest group', () => {
  it('reads the level and whether the group shows its content', () => {
    expect(PEOPLE.owner).toMatchObject({ groupLevel: 5, groupContentOpen: true });
    expect(PEOPLE.superAdmin).toMatchObject({ groupLevel: 5, groupContentOpen: true });
    expect(PEOPLE.siteAdmin).toMatchObject({ groupLevel: 0, groupContentOpen: false });
    expect(PEOPLE.applicant).toMatchObject({ groupLevel: 1, groupContentOpen: false });
    expect(viewer('x', null, GroupAuth.Public)).toMatchObject({ groupLevel: 0, groupContentOpen: true });
    expect(inContestGroup(contestViewerOf({ uid: 'x', roles: [] }), null, null)).toMatchObject({ groupLevel: 0, groupContentOpen: false });
    expect(inContestGroup(contestViewerOf(null), group(GroupAuth.Public), null)).toMatchObject({ groupLevel: 0, groupContentOpen: false });
  });
});

describe('contest admin of a group contest', () => {
  it('is the group root (owner, level 5, super admin) or the author while a group admin', () => {
    expect(each((who) => isContestAdmin(contest(), who))).toEqual({
      m3: false,
      m4: false,
      m5: true,
      owner: true,
      teacherAt4: true,
      teacherAt3: false,
      applicant: false,
      siteAdmin: false,
      superAdmin: true,
      stranger: false,
    });
  });

  it('gives no group level power over a contest without a group', () => {
    expect(isContestAdmin(contest({ gid: null }), PEOPLE.m5)).toBe(false);
    expect(isContestAdmin(contest({ gid: null }), PEOPLE.teacherAt4)).toBe(false);
  });

  it('lets group admins (level 4+) create', () => {
    expect(each(canCreateGroupContest)).toEqual({
      m3: false,
      m4: true,
      m5: true,
      owner: true,
      teacherAt4: true,
      teacherAt3: false,
      applicant: false,
      siteAdmin: false,
      superAdmin: true,
      stranger: false,
    });
  });
});

describe('seeing, registering, entering and submitting', () => {
  it('keeps a private group’s contests inside the group', () => {
    expect(each((who) => canSeeContest(contest(), who))).toEqual({
      m3: true,
      m4: true,
      m5: true,
      owner: true,
      teacherAt4: true,
      teacherAt3: true,
      applicant: false,
      siteAdmin: false,
      superAdmin: true,
      stranger: false,
    });
    expect(canSeeContest(contest(), contestViewerOf(null))).toBe(false);
  });

  it('shows a public group’s contest to signed-in strangers, who still cannot take part', () => {
    const stranger = viewer('x', null, GroupAuth.Public);
    expect(canSeeContest(contest(), stranger)).toBe(true);
    expect(registerRefusal(contest(), stranger)).toBe('notGroupMember');
    expect(insideRefusal(contest(), stranger, true, RUNNING)).toBe('notGroupMember');
    expect(hasContestAccess(contest(), stranger, true)).toBe(false);
    expect(submitRefusal(contest(), stranger, { registeredAtMs: START, handedInAtMs: null }, RUNNING)).toBe('notGroupMember');
  });

  it('hides a hidden group contest from members but not from its admins', () => {
    expect(canSeeContest(contest({ visible: false }), PEOPLE.m3)).toBe(false);
    expect(canSeeContest(contest({ visible: false }), PEOPLE.teacherAt4)).toBe(true);
  });

  it('takes registrations, entries and submissions from members only', () => {
    const registration = { registeredAtMs: START, handedInAtMs: null };
    expect(each((who) => registerRefusal(contest(), who))).toMatchObject({
      m3: null,
      applicant: 'notGroupMember',
      siteAdmin: 'notGroupMember',
      stranger: 'notGroupMember',
    });
    expect(each((who) => insideRefusal(contest(), who, false, RUNNING))).toMatchObject({
      m3: null,
      owner: null,
      applicant: 'notGroupMember',
      stranger: 'notGroupMember',
    });
    expect(each((who) => submitRefusal(contest(), who, null, RUNNING))).toMatchObject({ m3: null, m5: null, superAdmin: null, siteAdmin: 'notGroupMember' });
    // A private group contest: members still register with the password first.
    expect(submitRefusal(contest({ auth: ContestAuth.Private }), PEOPLE.m3, null, RUNNING)).toBe('notRegistered');
    expect(submitRefusal(contest({ auth: ContestAuth.Private }), PEOPLE.m3, registration, RUNNING)).toBeNull();
    expect(hasContestAccess(contest({ auth: ContestAuth.Private }), PEOPLE.stranger, true)).toBe(false);
    // Scheduled: admins (the group root) only.
    expect(submitRefusal(contest(), PEOPLE.m3, null, START - 1)).toBe('notStarted');
    expect(submitRefusal(contest(), PEOPLE.m5, null, START - 1)).toBeNull();
  });

  it('leaves contests without a group as they were', () => {
    const plain = contestViewerOf({ uid: 'x', roles: [Role.User] });
    expect(registerRefusal(contest({ gid: null }), plain)).toBeNull();
    expect(insideRefusal(contest({ gid: null }), plain, false, RUNNING)).toBeNull();
    expect(submitRefusal(contest({ gid: null }), plain, null, RUNNING)).toBeNull();
    expect(canSeeContest(contest({ gid: null }), contestViewerOf(null))).toBe(true);
  });

  it('lists only visible contests without a group site-wide', () => {
    expect(listedSiteWide(contest({ gid: null }))).toBe(true);
    expect(listedSiteWide(contest({ gid: null, visible: false }))).toBe(false);
    expect(listedSiteWide(contest())).toBe(false);
  });
});
