import { describe, expect, it } from 'vitest';
import { CommentMessage } from '@oj/community';
import {
  AcInfoMessage,
  BoardMessage,
  ContestAdminMessage,
  ContestMessage,
  IcpcApiMessage,
  LessonMessage,
  PrintMessage,
  TidanMessage,
  TrainingAdminMessage,
  TrainingMessage,
} from '@oj/contest';
import { SubmissionMessage } from '@oj/judge-dispatch';
import { ServiceMessage, localiseMessage } from '@oj/service-kit';
import { AccountMessage, FIELD_MESSAGES } from '../../src/modules/account/messages.ts';
import { AdminProblemMessage } from '../../src/modules/admin-problem/messages.ts';
import { AdminUserMessage } from '../../src/modules/admin-user/messages.ts';
import { AiMessage } from '../../src/modules/ai/messages.ts';
import { FilesMessage } from '../../src/modules/files/messages.ts';
import { LiveMessage } from '../../src/modules/live/messages.ts';
import { ProblemMessage } from '../../src/modules/problem/messages.ts';
import { EmailConfigMessage } from '../../src/modules/site/email-config.ts';
import { SiteMessage } from '../../src/modules/site/messages.ts';
import { TestDataMessage } from '../../src/modules/test-data/messages.ts';

// Every message constant the services send has a Chinese text. The message objects are walked, not
// listed here, so a message added to any of them without a translation in @oj/i18n/server fails.
// (It lives in the gateway, the one package that depends on every module that owns messages.)

const CJK = /[\u4e00-\u9fff]/;

// Arguments for function-valued messages: numbers work for both kinds of parameter (counts and names).
const SAMPLE_ARGUMENTS: readonly (readonly number[])[] = [
  [1, 1],
  [5, 30],
];

/** Every text a message object can produce: its strings, nested strings and function results. */
function textsOf(source: Readonly<Record<string, unknown>>, prefix: string): [string, string][] {
  const texts: [string, string][] = [];
  for (const [key, value] of Object.entries(source)) {
    const name = `${prefix}.${key}`;
    if (typeof value === 'string') texts.push([name, value]);
    else if (typeof value === 'function') {
      for (const args of SAMPLE_ARGUMENTS) texts.push([`${name}(${args.join(', ')})`, String((value as (...values: number[]) => unknown)(...args))]);
    } else if (typeof value === 'object' && value !== null) texts.push(...textsOf(value as Record<string, unknown>, name));
    else throw new Error(`${name} is neither a text nor a function nor a group of texts`);
  }
  return texts;
}

const SOURCES: readonly [string, Readonly<Record<string, unknown>>][] = [
  ['AccountMessage', AccountMessage],
  ['FIELD_MESSAGES', FIELD_MESSAGES],
  ['ProblemMessage', ProblemMessage],
  ['AiMessage', AiMessage],
  ['SubmissionMessage', SubmissionMessage],
  ['ServiceMessage', ServiceMessage],
  ['AdminProblemMessage', AdminProblemMessage],
  ['TestDataMessage', TestDataMessage],
  ['FilesMessage', FilesMessage],
  ['AdminUserMessage', AdminUserMessage],
  ['SiteMessage', SiteMessage],
  ['EmailConfigMessage', EmailConfigMessage],
  ['LiveMessage', LiveMessage],
  ['ContestMessage', ContestMessage],
  ['ContestAdminMessage', ContestAdminMessage],
  ['BoardMessage', BoardMessage],
  ['PrintMessage', PrintMessage],
  ['AcInfoMessage', AcInfoMessage],
  ['IcpcApiMessage', IcpcApiMessage],
  ['TrainingMessage', TrainingMessage],
  ['TrainingAdminMessage', TrainingAdminMessage],
  ['LessonMessage', LessonMessage],
  ['TidanMessage', TidanMessage],
  ['CommentMessage', CommentMessage],
];

describe('server message catalogue', () => {
  const texts = SOURCES.flatMap(([name, source]) => textsOf(source, name));

  it('walks every message object', () => {
    for (const [name] of SOURCES)
      expect(
        texts.some(([key]) => key.startsWith(`${name}.`)),
        name,
      ).toBe(true);
    expect(texts.length).toBeGreaterThan(100);
  });

  it('has a zh-CN text, in Chinese, for every message', () => {
    const missing = texts.filter(([, en]) => {
      const zh = localiseMessage(en, 'zh-CN');
      return zh === en || !CJK.test(zh);
    });
    expect(missing.map(([key, en]) => `${key}: "${en}"`)).toEqual([]);
  });

  it('keeps every message as it is in en-US', () => {
    for (const [key, en] of texts) expect(localiseMessage(en, 'en-US'), key).toBe(en);
  });
});
