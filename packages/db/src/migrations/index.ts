import { CoreSchema1795305600000 } from './0001-core-schema.ts';
import { SubmissionListIndex1795392000000 } from './0002-submission-list-index.ts';
import { MessagesAndTools1795478400000 } from './0003-messages-and-tools.ts';
import { JudgeResultToken1795568400000 } from './0004-judge-result-token.ts';
import { UsernameKey1795654800000 } from './0005-username-key.ts';
import { OutboxAndCursors1795741200000 } from './0006-outbox-and-cursors.ts';
import { Honor1795828000000 } from './0007-honor.ts';
import { Contests1795914400000 } from './0008-contests.ts';
import { Comments1796000800000 } from './0009-comments.ts';
import { OutboxHeaders1796087200000 } from './0010-outbox-headers.ts';
import { Trainings1796173600000 } from './0011-trainings.ts';
import { TimedWork1796260000000 } from './0012-timed-work.ts';
import { Home1796432800000 } from './0014-home.ts';
import { LessonsTidan1796519200000 } from './0015-lessons-tidan.ts';
import { Groups1796605600000 } from './0016-groups.ts';
import { Discussions1796692000000 } from './0017-discussions.ts';
import { Messages1796778400000 } from './0018-messages.ts';
import { ProblemChecker1796864800000 } from './0019-problem-checker.ts';
import { ProblemImport1796951200000 } from './0020-problem-import.ts';
import { ProblemCheckerProtocol1797037600000 } from './0021-problem-checker-protocol.ts';
import { ProblemCopiedFrom1797124000000 } from './0022-problem-copied-from.ts';
import { ProblemValidatorFlags1797210400000 } from './0023-problem-validator-flags.ts';

/**
 * Every migration, oldest first. TypeORM orders and records them by the 13-digit JavaScript
 * timestamp that must end each class name; files are numbered 0001, 0002... for reading.
 */
export const migrations = [
  CoreSchema1795305600000,
  SubmissionListIndex1795392000000,
  MessagesAndTools1795478400000,
  JudgeResultToken1795568400000,
  UsernameKey1795654800000,
  OutboxAndCursors1795741200000,
  Honor1795828000000,
  Contests1795914400000,
  Comments1796000800000,
  OutboxHeaders1796087200000,
  Trainings1796173600000,
  TimedWork1796260000000,
  Home1796432800000,
  LessonsTidan1796519200000,
  Groups1796605600000,
  Discussions1796692000000,
  Messages1796778400000,
  ProblemChecker1796864800000,
  ProblemImport1796951200000,
  ProblemCheckerProtocol1797037600000,
  ProblemCopiedFrom1797124000000,
  ProblemValidatorFlags1797210400000,
] as const;
