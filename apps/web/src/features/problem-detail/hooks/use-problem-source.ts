import { useCallback, useMemo } from 'react';
import { NOT_ATTEMPTED, OWN_PROBLEM_BANK, Verdict } from '@oj/contracts';
import { useGetTimedWorkProblemDetailQuery, useGetTimedWorkProblemsQuery } from '@oj/api-client/timed-work';
import { useGetContestProblemDetailsQuery, useGetContestProblemsQuery } from '@oj/api-client/contest';
import { useGetTrainingProblemDetailsQuery, useGetTrainingProblemsQuery } from '@oj/api-client/training';
import { useGetProblemDetailQuery, useGetProblemListQuery, useGetUserProblemStatusQuery } from '@oj/api-client/problem';
import { useGetGroupProblemListQuery } from '@oj/api-client/group-problem';
import { paths } from '@/config/paths.ts';
import { useTrainingLinks } from '@/hooks/use-training-links.ts';
import type { NavProblem } from '../components/ProblemNavBar.tsx';
import { useProblemScope } from '../scope.ts';

const NAV_LIST = { oj: OWN_PROBLEM_BANK, currentPage: 1, limit: 100 } as const;
const NO_PIDS: number[] = [];

/**
 * Where a problem page reads from: the main bank (get-problem-detail, the first 100 problems in the
 * navigation bar), inside a contest the contest's statement and problem list (the page's
 * `problemParam` then being the contest's display id), inside a training the training's statement
 * and problem list (`problemParam` the problem's problemId), inside a group the core statement asked
 * with the group and the group's problem list.
 */
export function useProblemSource(problemParam: string, loggedIn: boolean) {
  const scope = useProblemScope();
  // A training's links: the core pages', or its group's (the same pages in the group's context).
  const trainingLinks = useTrainingLinks();
  const { cid } = scope;
  // A timed work's page is also a contest page (cid = its id + 50000) with its own statement calls.
  const twid = scope.timedWork?.tid ?? 0;
  const inTimedWork = twid > 0;
  const inContest = cid > 0;
  const tid = inContest ? 0 : (scope.tid ?? 0);
  const inTraining = tid > 0;
  const gid = inContest || inTraining ? 0 : (scope.gid ?? 0);
  const inGroup = gid > 0;
  const main = useGetProblemDetailQuery({ problemId: problemParam, ...(inGroup ? { gid } : {}) }, { skip: inContest || inTraining });
  const contest = useGetContestProblemDetailsQuery({ cid, displayId: problemParam }, { skip: !inContest || inTimedWork });
  const training = useGetTrainingProblemDetailsQuery({ tid, problemId: problemParam }, { skip: !inTraining });
  const timed = useGetTimedWorkProblemDetailQuery({ tid: twid, displayId: problemParam }, { skip: !inTimedWork });
  const detailQuery = inTimedWork ? timed : inContest ? contest : inTraining ? training : main;

  const bankList = useGetProblemListQuery(NAV_LIST, { skip: inContest || inTraining || inGroup });
  const groupList = useGetGroupProblemListQuery({ gid, currentPage: 1, limit: NAV_LIST.limit }, { skip: !inGroup });
  const navList = inGroup ? groupList : bankList;
  const navPids = useMemo(() => navList.data?.records.map((record) => record.pid) ?? NO_PIDS, [navList.data]);
  const { data: navStatuses } = useGetUserProblemStatusQuery(
    { pidList: navPids, ...(inGroup ? { gid } : {}) },
    { skip: inContest || inTraining || !loggedIn || navPids.length === 0 },
  );
  const contestProblems = useGetContestProblemsQuery({ cid }, { skip: !inContest || inTimedWork });
  const trainingProblems = useGetTrainingProblemsQuery({ tid }, { skip: !inTraining });
  const timedProblems = useGetTimedWorkProblemsQuery({ tid: twid }, { skip: !inTimedWork });

  const navProblems = useMemo<NavProblem[]>(() => {
    if (inTimedWork) {
      return (timedProblems.data ?? []).map((problem) => ({
        problemId: problem.displayId,
        title: problem.displayTitle,
        href: paths.timedwork.problem.getHref(twid, problem.displayId),
        // The list says only whether a problem was tried: results stay hidden while the work runs.
        status: problem.isSubmitted ? Verdict.SubmittedUnknownResult : NOT_ATTEMPTED,
      }));
    }
    if (inTraining) {
      return (trainingProblems.data ?? []).map((problem) => ({
        problemId: problem.problemId,
        title: problem.title,
        href: scope.fullScreen ? trainingLinks.fullScreen(tid, problem.problemId) : trainingLinks.problem(tid, problem.problemId),
        status: problem.myStatus,
      }));
    }
    if (inContest) {
      return (contestProblems.data ?? []).map((problem) => ({
        problemId: problem.displayId,
        title: problem.displayTitle,
        href: scope.fullScreen ? paths.contest.fullScreen.getHref(cid, problem.displayId) : paths.contest.problem.getHref(cid, problem.displayId),
        status: problem.myStatus,
      }));
    }
    return (navList.data?.records ?? []).map((record) => ({
      problemId: record.problemId,
      title: record.title,
      href: inGroup ? paths.group.problem.getHref(gid, record.problemId) : paths.problem.detail.getHref(record.problemId),
      status: navStatuses?.[String(record.pid)]?.status ?? NOT_ATTEMPTED,
    }));
  }, [
    inGroup,
    gid,
    inTimedWork,
    timedProblems.data,
    twid,
    inContest,
    inTraining,
    contestProblems.data,
    trainingProblems.data,
    trainingLinks,
    navList.data,
    navStatuses,
    cid,
    tid,
    scope.fullScreen,
  ]);

  const contestProblem = inTimedWork
    ? timedProblems.data?.find((problem) => problem.displayId === problemParam)
    : contestProblems.data?.find((problem) => problem.displayId === problemParam);
  const { refetch: refetchTimedProblems } = timedProblems;
  const { refetch: refetchDetail } = detailQuery;
  const { refetch: refetchContestProblems } = contestProblems;
  const { refetch: refetchTrainingProblems } = trainingProblems;
  /** Reloads the problem after a judged submission; resolves to its accepted count. */
  const reload = useCallback(async (): Promise<number> => {
    if (inTimedWork) void refetchTimedProblems();
    else if (inContest) void refetchContestProblems();
    if (inTraining) void refetchTrainingProblems();
    const reloaded = await refetchDetail();
    // A timed work's problem has no counts (null).
    return (reloaded.data?.problemCount as { ac: number } | null | undefined)?.ac ?? 0;
  }, [inTimedWork, inContest, inTraining, refetchDetail, refetchContestProblems, refetchTimedProblems, refetchTrainingProblems]);

  return {
    detailQuery,
    navProblems,
    /** The navigation bar's current entry. */
    current: inContest ? problemParam : (detailQuery.data?.problem.problemId ?? problemParam),
    /** A contest shows its display id and title. */
    heading: contestProblem ? `${contestProblem.displayId} ${contestProblem.displayTitle}` : undefined,
    /** The user's standing on the problem (the OI overwrite rule reads it). */
    myStatus: (contestProblem && 'myStatus' in contestProblem ? contestProblem.myStatus : undefined) ?? detailQuery.data?.myStatus ?? NOT_ATTEMPTED,
    /** Where "back to the list" leads when the problem fails to load. */
    listHref: inTimedWork
      ? paths.timedwork.problems.getHref(twid)
      : inContest
        ? paths.contest.problems.getHref(cid)
        : inTraining
          ? trainingLinks.problems(tid)
          : inGroup
            ? paths.group.problems.getHref(gid)
            : paths.problem.list.getHref(),
    reload,
  };
}
