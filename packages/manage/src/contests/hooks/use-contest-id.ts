import { useParams } from 'react-router';

/** The route's contest id (`:contestId`) as a number, or null when absent or not one. */
export function useContestId(): number | null {
  const { contestId } = useParams();
  return contestId !== undefined && /^\d+$/.test(contestId) && Number(contestId) > 0 ? Number(contestId) : null;
}
