import { describe, expect, it } from 'vitest';
import { localiseMessage } from '@oj/service-kit';
import { SubmissionMessage } from '@oj/judge-dispatch';
import { EmailConfigMessage, SiteMessage } from '../../src/modules/site/index.ts';

// The site module's texts all have a Chinese one (the gateway's catalogue test walks the other
// modules' message objects the same way).

const CJK = /[\u4e00-\u9fff]/;

function texts(source: Readonly<Record<string, unknown>>): string[] {
  return Object.values(source).flatMap((value) =>
    typeof value === 'function' ? [String((value as (arg: unknown) => unknown)('field')), String((value as (arg: unknown) => unknown)(3))] : [String(value)],
  );
}

describe('site messages', () => {
  it('has a zh-CN text for every message of the config calls', () => {
    const all = [...texts(SiteMessage), ...texts(EmailConfigMessage), SubmissionMessage.codeLongerThan(1000)];
    const missing = all.filter((en) => !CJK.test(localiseMessage(en, 'zh-CN')));
    expect(missing).toEqual([]);
    for (const en of all) expect(localiseMessage(en, 'en-US')).toBe(en);
  });

  it('says the configured code limit in both languages', () => {
    expect(SubmissionMessage.codeLongerThan(65_535)).toBe(SubmissionMessage.codeTooLong);
    expect(localiseMessage(SubmissionMessage.codeLongerThan(1000), 'zh-CN')).toBe('代码长度不能超过 1000');
  });
});
