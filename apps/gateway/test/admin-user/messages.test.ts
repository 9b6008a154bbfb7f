import { describe, expect, it } from 'vitest';
import { localiseMessage } from '@oj/service-kit';
import { AdminUserMessage } from '../../src/modules/admin-user/messages.ts';

// The admin user module's messages each have a Chinese text (the shared catalogue test lists the
// older modules' message objects; this one covers AdminUserMessage until it is added there).
const CJK = /[\u4e00-\u9fff]/;

function texts(): [string, string][] {
  const { tooManyUsers, generatedNamesExist, ...plain } = AdminUserMessage;
  return [...Object.entries(plain), ['tooManyUsers', tooManyUsers(1000)], ['generatedNamesExist', generatedNamesExist('a1, a2')]];
}

describe('admin user messages', () => {
  it('has a zh-CN text for every message and keeps en-US as is', () => {
    const missing = texts().filter(([, en]) => {
      const zh = localiseMessage(en, 'zh-CN');
      return zh === en || !CJK.test(zh);
    });
    expect(missing).toEqual([]);
    for (const [key, en] of texts()) expect(localiseMessage(en, 'en-US'), key).toBe(en);
  });
});
