/**
 * Where a discussion sits and what the viewer may do there (spec 03 §2.3, §2.12, §6): the public
 * area (the site switch `openPublicDiscussion`; any admin role moderates) or one group's (the switch
 * `openGroupDiscussion`; its members only; its group admins moderate). Every discussion use case
 * opens its area here, so the public and the group variants share one code path.
 */
import { canModerateGroupDiscussions, canSeeGroupDiscussions, isDiscussionModerator } from '@oj/access';
import { DiscussionMessage, GroupMessage, ServiceMessage } from '@oj/contracts';
import { DiscussionEntity, DiscussionStatus } from '@oj/db';
import type { DiscussionRow } from '@oj/db';
import type { WebsiteConfig } from '@oj/contracts';
import { fail } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { DiscussionFacts } from '../../kept/index.ts';
import { keptSiteConfig, siteConfigOf } from '../../kept/site-config.ts';
import { loadGroup, requirePage } from '../group/context.ts';

/** Who asks: a signed-in user's uid and roles, or null. */
export type Viewer = { uid: string; roles: readonly number[] } | null;

/** The area of a discussion for one viewer: the group (null: public) and whether the viewer moderates it. */
export interface DiscussionArea {
  gid: number | null;
  moderator: boolean;
}

type AreaDeps = Pick<Deps, 'db' | 'kept'>;

/** Refuses every call while the site's public discussion area is closed (spec 03 §2.3). */
export async function requireOpen(deps: AreaDeps): Promise<void> {
  if (!(await siteConfigOf(deps)).openPublicDiscussion) throw fail(DiscussionMessage.closed);
}

/** The categories serve both areas: refused only while both are closed. */
export async function requireSomeAreaOpen(deps: AreaDeps): Promise<void> {
  const config = await siteConfigOf(deps);
  if (!config.openPublicDiscussion && !config.openGroupDiscussion) throw fail(DiscussionMessage.closed);
}

function requireGroupSwitch(config: WebsiteConfig): void {
  if (!config.openGroupDiscussion) throw fail(DiscussionMessage.groupClosed);
}

async function requireGroupOpen(deps: AreaDeps): Promise<void> {
  requireGroupSwitch(await siteConfigOf(deps));
}

// The public area under these switches.
function publicAreaUnder(config: WebsiteConfig, viewer: Viewer): DiscussionArea {
  if (!config.openPublicDiscussion) throw fail(DiscussionMessage.closed);
  return { gid: null, moderator: isDiscussionModerator(viewer) };
}

/** The public area (403 while closed). */
export async function publicArea(deps: AreaDeps, viewer: Viewer): Promise<DiscussionArea> {
  return publicAreaUnder(await siteConfigOf(deps), viewer);
}

/** The group's area, or null when the viewer is no member of it (404 when there is no such group). */
async function memberArea(deps: AreaDeps, gid: number, viewer: Viewer, page: boolean): Promise<DiscussionArea | null> {
  const context = await loadGroup(deps, gid, viewer);
  // The calls that name the group answer as its other calls do (hidden: 404, private: 403).
  if (page) requirePage(context);
  if (!canSeeGroupDiscussions(context.facts, context.viewer)) return null;
  return { gid, moderator: canModerateGroupDiscussions(context.facts, context.viewer) };
}

/**
 * The group `gid`'s area for the calls that name the group: 403 while the site's switch is off, 401
 * anonymous, 404 or 403 as the group's page, 403 "Only the members…" outside it; with `moderate`, 403
 * unless a group admin.
 */
export async function groupArea(deps: AreaDeps, gid: number, viewer: Viewer, moderate = false): Promise<DiscussionArea> {
  await requireGroupOpen(deps);
  if (viewer === null) throw fail(ServiceMessage.loginFirst);
  const area = await memberArea(deps, gid, viewer, true);
  if (area === null) throw fail(GroupMessage.membersOnly);
  if (moderate && !area.moderator) throw fail(GroupMessage.adminOnly);
  return area;
}

// The area of the discussion (null: none) under the switches, as the viewer may see it; else 404.
async function areaOf<Row extends DiscussionFacts>(
  deps: AreaDeps,
  row: Row | null,
  config: WebsiteConfig,
  viewer: Viewer,
  withDisabled: boolean,
): Promise<{ row: Row; area: DiscussionArea }> {
  let area: DiscussionArea | null;
  if (!row || row.gid === null) {
    area = publicAreaUnder(config, viewer);
  } else {
    requireGroupSwitch(config);
    area = await memberArea(deps, row.gid, viewer, false);
  }
  return shownIn(row, area, withDisabled);
}

// The discussion in its area, unless the viewer may not see it there (404).
function shownIn<Row extends DiscussionFacts>(row: Row | null, area: DiscussionArea | null, withDisabled: boolean): { row: Row; area: DiscussionArea } {
  if (!row || area === null || (row.status !== DiscussionStatus.Normal && !area.moderator && !withDisabled)) throw fail(DiscussionMessage.notExists);
  return { row, area };
}

/**
 * A discussion by id in its area, as the viewer may see it: a disabled one only to its moderators
 * (and to its author with `withDisabled`, who may still edit or delete it). Otherwise 404, also for
 * a group's discussion asked by someone outside the group: nothing of it shows there.
 */
export async function discussionInArea(
  deps: AreaDeps,
  did: number,
  viewer: Viewer,
  withDisabled = false,
): Promise<{ row: DiscussionRow; area: DiscussionArea }> {
  const [row, config] = await Promise.all([deps.db.getRepository(DiscussionEntity).findOneBy({ id: did }), siteConfigOf(deps)]);
  return areaOf(deps, row, config, viewer, withDisabled);
}

/** What the access check reads of discussion `did`, or null. */
async function loadFacts(deps: AreaDeps, did: number): Promise<DiscussionFacts | null> {
  return deps.db.getRepository(DiscussionEntity).findOne({ where: { id: did }, select: { id: true, gid: true, status: true, uid: true, title: true } });
}

/**
 * `discussionFactsInArea` with nothing awaited, for a public discussion whose facts and the switches
 * are kept (the comment pages' usual case); undefined when something must be read first (ask the async one).
 */
export function keptDiscussionFactsInArea(deps: AreaDeps, did: number, viewer: Viewer): { row: DiscussionFacts; area: DiscussionArea } | undefined {
  const row = deps.kept.discussions.peek(String(did));
  const config = keptSiteConfig(deps);
  if (row === undefined || row === null || row.gid !== null || config === undefined) return undefined;
  return shownIn(row, publicAreaUnder(config, viewer), false);
}

/**
 * `discussionInArea` for the comment pages (a hot path): the same decision on the discussion's
 * kept facts (kept/: dropped by each `discussion changed` event) and the kept switches, so a public
 * discussion's page reads nothing. An absent discussion is not kept (its creation needs no event).
 */
export async function discussionFactsInArea(deps: AreaDeps, did: number, viewer: Viewer): Promise<{ row: DiscussionFacts; area: DiscussionArea }> {
  const key = String(did);
  const [row, config] = await Promise.all([deps.kept.discussions.get(key, () => loadFacts(deps, did)), siteConfigOf(deps)]);
  if (row === null) deps.kept.discussions.drop(key);
  return areaOf(deps, row, config, viewer, false);
}
