// 页面文案：随第一个按需加载的页面一起加载。PageMessages 类型让编译器拒绝缺少的键。
import type { PageMessages } from '../../types.ts';
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

export const zhCNPages: PageMessages = {
  ui: {
    copy: '复制',
    loadMore: '加载更多',
    details: '详情',
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
};
