/**
 * Who may read what of a contest through the ICPC contest API: the site's own rules, applied to
 * the API's endpoints (docs/api.md "ICPC Contest API", docs/security.md F2).
 * - Hidden contests are their admins' (404 for others: `seeableContest`).
 * - The contest's admins read everything, at any time ("admin").
 * - Everyone else reads nothing before the contest has ended with its board unsealed, and then:
 *   whoever may see the contest's inside on the site (signed in; a private contest needs a
 *   registration) reads the contest, its submissions, judgements and clarifications ("inside");
 *   whoever may see its outside board (`openRank`), without sign-in, reads what that board shows:
 *   the contest, its problems, its teams, the scoreboard and awards ("outside"); others nothing.
 * Schools (organizations) and real names are the admins' only: the other views name teams as the
 * contest's board does, without real names.
 */
import { ContestAuth, ContestType, ICPC_ENDPOINT_SCHEMAS, ICPC_ENDPOINT_TYPES, IcpcApiMessage } from '@oj/contracts';
import type { IcpcAccess, IcpcEndpointType } from '@oj/contracts';
import type { ContestRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { canSeeContest, insideRefusal, isContestAdmin, isOverAndUnsealed, outsideBoardRefusal } from '@oj/access';
import { contestFactsOf, policyViewerOf } from '../contest/rules.ts';
import type { ContestViewer } from '../contest/rules.ts';

export type IcpcTier = 'admin' | 'inside' | 'outside';

/** What one client may read of one contest's API. */
export interface IcpcView {
  tier: IcpcTier;
  /** The endpoint types it may read (the event feed carries only these). */
  endpoints: ReadonlySet<IcpcEndpointType>;
  /** Whether it sees personal data: schools (organizations) and real names. */
  personal: boolean;
}

const OUTSIDE: readonly IcpcEndpointType[] = ['contest', 'judgement-types', 'languages', 'problems', 'groups', 'teams', 'state', 'awards'];
const INSIDE: readonly IcpcEndpointType[] = [...OUTSIDE, 'submissions', 'judgements', 'clarifications'];

function view(tier: IcpcTier): IcpcView {
  const endpoints = tier === 'admin' ? ICPC_ENDPOINT_TYPES : tier === 'inside' ? INSIDE : OUTSIDE;
  return { tier, endpoints: new Set(endpoints), personal: tier === 'admin' };
}

/** The facts of the contest this decision reads. */
export type IcpcContestFacts = Pick<
  ContestRow,
  'uid' | 'gid' | 'auth' | 'type' | 'startTime' | 'endTime' | 'visible' | 'sealRank' | 'sealRankTime' | 'autoRealRank' | 'allowEndSubmit' | 'openRank'
>;

/** Whether the viewer's registration decides (a signed-in non-admin of a private contest). */
export function needsRegistration(contest: IcpcContestFacts, viewer: ContestViewer): boolean {
  return viewer !== null && contest.auth === ContestAuth.Private && !isContestAdmin(contestFactsOf(contest), policyViewerOf(viewer));
}

/**
 * What the viewer may read of the contest's API at `nowMs`, or null for nothing. `registered`: the
 * viewer's registration for the contest (read only when `needsRegistration`). ACM contests only.
 */
export function icpcViewOf(contest: IcpcContestFacts, viewer: ContestViewer, registered: boolean, nowMs: number): IcpcView | null {
  if (contest.type !== ContestType.ACM) return null;
  const facts = contestFactsOf(contest);
  const asker = policyViewerOf(viewer);
  if (isContestAdmin(facts, asker)) return view('admin');
  // Non-admins read nothing before the contest has ended with its board unsealed.
  if (!canSeeContest(facts, asker) || !isOverAndUnsealed(facts, nowMs)) return null;
  // The site's inside needs a signed-in viewer (its routes authenticate), then insideRefusal's rule.
  if (viewer !== null && insideRefusal(facts, asker, registered, nowMs) === null) return view('inside');
  if (outsideBoardRefusal(facts, asker, contest.openRank, nowMs) === null) return view('outside');
  return null;
}

/** The view, or 400 for a contest that is not ACM, 403 when the viewer may read nothing. */
export function requireIcpcView(contest: IcpcContestFacts, viewer: ContestViewer, registered: boolean, nowMs: number): IcpcView {
  if (contest.type !== ContestType.ACM) throw fail(IcpcApiMessage.acmOnly);
  const granted = icpcViewOf(contest, viewer, registered, nowMs);
  if (granted === null) throw fail(IcpcApiMessage.closed);
  return granted;
}

/** 403 unless the view includes the endpoint type. */
export function requireEndpoint(granted: IcpcView, type: IcpcEndpointType): void {
  if (!granted.endpoints.has(type)) throw fail(IcpcApiMessage.endpointNotInAccess);
}

/** Properties of an endpoint the view does not see (personal data). */
function hiddenProperties(granted: IcpcView, type: IcpcEndpointType): readonly string[] {
  return !granted.personal && type === 'teams' ? ['organization_id'] : [];
}

/** Whether the view sees that property of that endpoint's objects. */
export function showsProperty(granted: IcpcView, type: IcpcEndpointType, property: string): boolean {
  return !hiddenProperties(granted, type).includes(property);
}

/** The access document of a view (none: no endpoint); the properties are the contract's, less the hidden ones. */
export function icpcAccess(granted: IcpcView | null): IcpcAccess {
  const endpoints = ICPC_ENDPOINT_TYPES.filter((type) => granted?.endpoints.has(type) === true).map((type) => ({
    type,
    properties: Object.keys(ICPC_ENDPOINT_SCHEMAS[type].properties).filter((property) => granted === null || showsProperty(granted, type, property)),
  }));
  return { capabilities: [], endpoints };
}
