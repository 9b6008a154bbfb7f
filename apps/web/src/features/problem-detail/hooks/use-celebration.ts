import { useCallback, useState } from 'react';
import { Verdict } from '@oj/contracts';
import { accountApi } from '@oj/api-client/account';
import { submissionApi } from '@oj/api-client/submission';
import { useShellDispatch } from '@oj/app-shell';

/** The accepted card's figures (spec 01 §2). */
export interface AcceptedCardData {
  username: string;
  days: number;
  accepted: number;
}

/** Every this many acceptances of a problem, the card may show (spec 01 §9). */
export const ACCEPTED_CARD_EVERY = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the problem's accepted count is a positive multiple of 100 (spec 01 §4). */
export function isAcceptedMilestone(acceptedCount: number): boolean {
  return acceptedCount > 0 && acceptedCount % ACCEPTED_CARD_EVERY === 0;
}

/** Whole days since `gmtCreate`, at least 1: the card's days when the server did not give them. */
function daysSince(gmtCreate: string): number {
  return Math.max(1, Math.ceil((Date.now() - Date.parse(gmtCreate)) / DAY_MS));
}

/**
 * What follows an accepted submit (spec 01 §4): the congratulation image for 3 s; and, when the
 * problem's accepted count is a positive multiple of 100 and this is the user's first accepted
 * submission on it, the accepted card. Its days come from the submission detail when the judged
 * submission is named and the server answers them, otherwise from the user's registration time.
 */
export function useCelebration() {
  const dispatch = useShellDispatch();
  const [congratulating, setCongratulating] = useState(false);
  const [card, setCard] = useState<AcceptedCardData | null>(null);

  const celebrate = useCallback(
    async (status: number, problemId: string, acceptedCount: number, submitId?: number) => {
      if (status !== Verdict.Accepted) return;
      setCongratulating(true);
      if (!isAcceptedMilestone(acceptedCount)) return;
      try {
        const mine = await dispatch(
          submissionApi.endpoints.getSubmissionList.initiate(
            { onlyMine: true, status: Verdict.Accepted, problemID: problemId, completeProblemID: true, limit: 1 },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        // The submission just judged is one of them: the card is for a first acceptance.
        if (mine.total > 1) return;
        // A failed detail lookup falls back to the registration time below.
        const detail =
          submitId === undefined
            ? null
            : await dispatch(submissionApi.endpoints.getSubmissionDetail.initiate(submitId, { subscribe: false, forceRefetch: true }))
                .unwrap()
                .catch(() => null);
        if (typeof detail?.days === 'number') {
          setCard({ username: detail.submission.username, days: detail.days, accepted: acceptedCount });
          return;
        }
        const home = await dispatch(accountApi.endpoints.getUserHomeInfo.initiate({}, { subscribe: false, forceRefetch: true })).unwrap();
        setCard({ username: home.username, days: daysSince(home.gmtCreate), accepted: acceptedCount });
      } catch {
        // The card is a bonus; a failed lookup only skips it.
      }
    },
    [dispatch],
  );

  return {
    congratulating,
    endCongratulation: useCallback(() => {
      setCongratulating(false);
    }, []),
    card,
    closeCard: useCallback(() => {
      setCard(null);
    }, []),
    celebrate,
  };
}
