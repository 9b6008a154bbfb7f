// The home page's reads (spec 02 §2 "Home page", §7 Home). Each takes only what it needs of the deps.
import type { DataSource } from 'typeorm';
import { IsNull, LessThan, MoreThan } from 'typeorm';
import { RECENT_CONTEST_AHEAD_DAYS, RECENT_CONTEST_LIMIT, SEVEN_DAY_RANK_LIMIT, Verdict } from '@oj/contracts';
import type { CarouselItemDto, DayStatisticsDto, RecentContestDto, SevenDayRankRowDto, WeekStatisticsDto } from '@oj/contracts';
import { ContestEntity } from '@oj/db';
import { acCountsSince, carouselFiles, verdictCountsPerDay } from '@oj/db/reads';
import { toListRecord } from '../contest/dto.ts';
import { registrationCounts } from '../contest/queries/contests.ts';
import type { TtlCache } from './cache.ts';

const DAY_MS = 86_400_000;

export interface HomeDeps {
  db: DataSource;
  /** The service's clock (ms). */
  now: () => number;
  /** Where the gateway serves uploaded files ('/api/public'). */
  publicPrefix: string;
  rankCache: TtlCache<SevenDayRankRowDto[]>;
  statisticsCache: TtlCache<WeekStatisticsDto>;
}

/**
 * The recent contests: visible contests outside groups that are running or start within the next
 * RECENT_CONTEST_AHEAD_DAYS days, the soonest first.
 */
export async function recentContests({ db, now }: Pick<HomeDeps, 'db' | 'now'>): Promise<RecentContestDto[]> {
  const nowMs = now();
  const rows = await db.getRepository(ContestEntity).find({
    where: { visible: true, gid: IsNull(), endTime: MoreThan(new Date(nowMs)), startTime: LessThan(new Date(nowMs + RECENT_CONTEST_AHEAD_DAYS * DAY_MS)) },
    order: { startTime: 'ASC', id: 'ASC' },
    take: RECENT_CONTEST_LIMIT,
  });
  const counts = await registrationCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toListRecord(row, counts.get(row.id) ?? 0, nowMs), oiRankScoreType: row.oiRankScoreType }));
}

/** The 7-day AC rank: distinct problems accepted outside contests over the last 7 days (cached). */
export function sevenDayRank({ db, now, rankCache }: Pick<HomeDeps, 'db' | 'now' | 'rankCache'>): Promise<SevenDayRankRowDto[]> {
  return rankCache.get(() => acCountsSince(db, new Date(now() - 7 * DAY_MS), SEVEN_DAY_RANK_LIMIT));
}

/** The carousel's slides, as the gateway serves their images. */
export async function carousel({ db, publicPrefix }: Pick<HomeDeps, 'db' | 'publicPrefix'>): Promise<CarouselItemDto[]> {
  return (await carouselFiles(db)).map((file) => ({ id: file.id, url: `${publicPrefix}/${file.filePath}`, link: file.link ?? '' }));
}

type VerdictClass = Exclude<keyof DayStatisticsDto, 'date' | 'total'>;

/** The chart's class of a verdict. */
export function verdictClassOf(status: number): VerdictClass {
  switch (status) {
    case Verdict.Accepted:
      return 'ac';
    case Verdict.WrongAnswer:
    case Verdict.PresentationError:
      return 'wa';
    case Verdict.TimeLimitExceeded:
      return 'tle';
    case Verdict.MemoryLimitExceeded:
      return 'mle';
    case Verdict.RuntimeError:
      return 're';
    case Verdict.CompileError:
      return 'ce';
    default:
      return 'other';
  }
}

/** 'YYYY-MM-DD' of a moment in the zone `offsetMinutes` east of UTC. */
function dayOf(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The last 7 days (today included, server zone), each with its submissions by verdict class (cached). */
export function weekStatistics(
  { db, now, statisticsCache }: Pick<HomeDeps, 'db' | 'now' | 'statisticsCache'>,
  forceRefresh: boolean,
): Promise<WeekStatisticsDto> {
  return statisticsCache.get(async () => {
    const nowMs = now();
    const offset = -new Date(nowMs).getTimezoneOffset();
    const dates = Array.from({ length: 7 }, (_, index) => dayOf(nowMs - (6 - index) * DAY_MS, offset));
    // Midnight (server zone) of the first day.
    const since = new Date(Date.parse(`${dates[0]}T00:00:00Z`) - offset * 60_000);
    const days = new Map<string, DayStatisticsDto>(dates.map((date) => [date, { date, total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, ce: 0, other: 0 }]));
    for (const row of await verdictCountsPerDay(db, since, offset)) {
      const day = days.get(row.date);
      if (!day) continue;
      day.total += row.count;
      day[verdictClassOf(row.status)] += row.count;
    }
    return { days: [...days.values()], generatedAt: new Date(nowMs).toISOString() };
  }, forceRefresh);
}
