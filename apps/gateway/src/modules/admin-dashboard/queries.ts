import type { Deps } from '../../deps.ts';
import type { DashboardInfoDto, DashboardJudgeNodeDto, RecentLoginDto } from '@oj/contracts';
import { ProblemEntity, SessionEntity, UserInfoEntity } from '@oj/db';
import { countSubmissionsSince } from '@oj/db/reads';
import { listJudgeNodes, openJudgeNodesBucket } from '@oj/judge-queue';

/** Sign-ins the dashboard lists. */
const RECENT_LOGINS = 10;

/** Midnight of today in the server's time zone. */
export function startOfToday(now = new Date()): Date {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return midnight;
}

async function recentLogins(deps: Pick<Deps, 'db' | 'js' | 'jsm' | 'natsNames' | 'log'>): Promise<RecentLoginDto[]> {
  const rows = await deps.db
    .getRepository(SessionEntity)
    .createQueryBuilder('s')
    .innerJoin(UserInfoEntity.options.name, 'u', 'u.uid = s.uid')
    .select(['s.uid AS uid', 'u.username AS username', 's.ip AS ip', 's.userAgent AS userAgent', 's.gmtCreate AS gmtCreate'])
    .orderBy('s.gmtCreate', 'DESC')
    .addOrderBy('s.id', 'DESC')
    .limit(RECENT_LOGINS)
    .getRawMany<{ uid: string; username: string; ip: string; userAgent: string; gmtCreate: Date }>();
  return rows.map((row) => ({ ...row, gmtCreate: new Date(row.gmtCreate).toISOString() }));
}

/** Judge nodes from their heartbeats and the job stream's waiting count; nothing (and null) when NATS cannot answer. */
async function judgeState(deps: Pick<Deps, 'db' | 'js' | 'jsm' | 'natsNames' | 'log'>): Promise<{ nodes: DashboardJudgeNodeDto[]; queueDepth: number | null }> {
  try {
    const nodes = await listJudgeNodes(await openJudgeNodesBucket(deps.js(), deps.natsNames));
    let queueDepth: number | null = null;
    try {
      // A work-queue stream keeps a job until a node acks it: its message count is what waits or is
      // being judged, on every queue (test runs, running contests, the rest) alike.
      queueDepth = (await deps.jsm().streams.info(deps.natsNames.streams.judgeJobs.name)).state.messages;
    } catch {
      queueDepth = null; // no stream yet: judge-dispatch has not started
    }
    return {
      nodes: nodes.map((node) => ({
        nodeId: node.nodeId,
        hostname: node.hostname,
        cores: node.cores,
        concurrency: node.concurrency,
        running: node.running,
        free: Math.max(0, node.concurrency - node.running),
        judged: node.judged,
        version: node.version,
        startedAt: node.startedAt,
        lastSeen: node.lastSeen,
      })),
      queueDepth,
    };
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'judge node heartbeats unavailable');
    return { nodes: [], queueDepth: null };
  }
}

/**
 * get-dashboard-info. Contests count 0: the contest table arrives with the contests issue, which
 * should publish a count in `@oj/db/reads` for this.
 */
export async function dashboardInfo(deps: Pick<Deps, 'db' | 'js' | 'jsm' | 'natsNames' | 'log'>): Promise<DashboardInfoDto> {
  const [userCount, problemCount, todaySubmissionCount, logins, judge] = await Promise.all([
    deps.db.getRepository(UserInfoEntity).count(),
    deps.db.getRepository(ProblemEntity).count(),
    countSubmissionsSince(deps.db, startOfToday()),
    recentLogins(deps),
    judgeState(deps),
  ]);
  return {
    userCount,
    problemCount,
    todaySubmissionCount,
    contestCount: 0,
    recentLogins: logins,
    judgeNodes: judge.nodes,
    judgeQueueDepth: judge.queueDepth,
  };
}
