// English page messages: loaded with the first lazy page. zh-CN must carry exactly the same keys.
import { aiMessages } from './ai.ts';
import { commentMessages } from './comment.ts';
import { homeMessages } from './home.ts';
import { lessonMessages } from './lesson.ts';
import { tidanMessages } from './tidan.ts';
import { contestMessages } from './contest.ts';
import { contestBoardMessages } from './contest-board.ts';
import { problemMessages } from './problem.ts';
import { rankMessages } from './ranks.ts';
import { submissionMessages } from './submission.ts';
import { trainingMessages } from './training.ts';
import { userMessages } from './user.ts';
import { timedWorkMessages } from './timed-work.ts';
import { groupMessages } from './group.ts';
import { discussionMessages } from './discussion.ts';

export const enUSPages = {
  ui: {
    copy: 'Copy',
    loadMore: 'Load more',
    details: 'Details',
  },
  ...problemMessages,
  ...submissionMessages,
  ...userMessages,
  ...aiMessages,
  ...contestBoardMessages,
  ...contestMessages,
  ...commentMessages,
  ...trainingMessages,
  ...timedWorkMessages,
  ...rankMessages,
  ...homeMessages,
  ...lessonMessages,
  ...tidanMessages,
  ...groupMessages,
  ...discussionMessages,
} as const;
