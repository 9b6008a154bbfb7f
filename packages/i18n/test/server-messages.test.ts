import { describe, expect, expectTypeOf, it } from 'vitest';
import { LANGUAGES, enUS, enUSPages, zhCN, zhCNPages } from '../src/index.ts';
import type { Language } from '../src/index.ts';
import { enUSAdmin, zhCNAdmin } from '../src/admin.ts';
import { SERVER_MESSAGES_ZH_CN, SERVER_MESSAGE_PATTERNS, localiseMessage, requestLanguage } from '../src/server-messages.ts';
import type { ServerLanguage } from '../src/server-messages.ts';

const CJK = /[\u4e00-\u9fff]/;

/** Every string leaf of a resource tree, by its dotted key. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') {
    found.set(prefix, tree);
    return found;
  }
  if (typeof tree !== 'object' || tree === null) return found;
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, text] of leaves(value, prefix === '' ? key : `${prefix}.${key}`)) found.set(path, text);
  }
  return found;
}

describe('localiseMessage', () => {
  it('translates exact texts into zh-CN and leaves en-US alone', () => {
    expect(localiseMessage('Check your username or password', 'zh-CN')).toBe('请检查您的用户名或密码');
    expect(localiseMessage('Code Length can not exceed 65535', 'zh-CN')).toBe('代码长度不能超过 65535');
    expect(localiseMessage('Check your username or password', 'en-US')).toBe('Check your username or password');
  });

  it('returns unknown texts as given', () => {
    expect(localiseMessage('Something nobody translated', 'zh-CN')).toBe('Something nobody translated');
    expect(localiseMessage('', 'zh-CN')).toBe('');
    // Near misses of a pattern are not half-translated.
    expect(localiseMessage('The user name is required', 'zh-CN')).toBe('The user name is required');
    expect(localiseMessage('Password must be strong', 'zh-CN')).toBe('Password must be strong');
  });

  it('fills the values of parameterised texts', () => {
    expect(localiseMessage('Too many failed logins: login is locked for 1 minute, please try again later', 'zh-CN')).toBe(
      '登录失败次数过多，已锁定 1 分钟，请稍后再试',
    );
    expect(localiseMessage('Too many failed logins: login is locked for 30 minutes, please try again later', 'zh-CN')).toBe(
      '登录失败次数过多，已锁定 30 分钟，请稍后再试',
    );
    expect(localiseMessage('Please wait 42 seconds before requesting another email', 'zh-CN')).toBe('请等待 42 秒后再重新发送邮件');
    expect(localiseMessage('No such API: GET /api/nothing-here', 'zh-CN')).toBe('接口不存在：GET /api/nothing-here');
  });

  it('words validation texts with the field name kept as sent', () => {
    const cases: [string, string][] = [
      ['pid is required', 'pid 不能为空'],
      ['body.code is required', 'body.code 不能为空'],
      ['submitIds.0 must be integer', 'submitIds.0 必须是整数'],
      ['gid must be integer,null', 'gid 必须是整数或空值'],
      ['body must be object', 'body 必须是对象'],
      ['username must NOT have more than 20 characters', 'username 最多 20 个字符'],
      ['keyword must NOT have fewer than 1 characters', 'keyword 至少 1 个字符'],
      ['submitIds must NOT have more than 100 items', 'submitIds 最多 100 项'],
      ['age must be >= 0', 'age 不能小于 0'],
      ['limit must be <= 100', 'limit 不能大于 100'],
      ['score must be > 0', 'score 必须大于 0'],
      ['email must match format "email"', 'email 格式不正确（应为 email）'],
      ['captchaKey must match pattern "^[a-z]+$"', 'captchaKey 格式不正确'],
      ['language must be equal to one of the allowed values', 'language 不是允许的取值'],
      ['currentPage must be a finite number', 'currentPage 必须是有限的数字'],
      ['querystring is invalid', 'querystring 无效'],
    ];
    for (const [en, zh] of cases) expect(localiseMessage(en, 'zh-CN'), en).toBe(zh);
  });

  it('prefers an exact text over a pattern it also matches', () => {
    expect(localiseMessage('uid or username is required', 'zh-CN')).toBe('请提供 uid 或 username');
    expect(localiseMessage('Gender must be male, female or secrecy', 'zh-CN')).toBe('性别只能是男、女或保密');
  });
});

describe('the catalogue', () => {
  it('has a Chinese text for every English one', () => {
    for (const [en, zh] of Object.entries(SERVER_MESSAGES_ZH_CN)) {
      expect(zh, en).not.toBe(en);
      expect(zh, en).toMatch(CJK);
    }
  });

  it('says the same thing as the web app where the app has the same sentence', () => {
    const english = leaves({ ...enUS, ...enUSPages, admin: enUSAdmin });
    const chinese = leaves({ ...zhCN, ...zhCNPages, admin: zhCNAdmin });
    let shared = 0;
    for (const [path, en] of english) {
      const serverZh = SERVER_MESSAGES_ZH_CN[en];
      if (serverZh === undefined) continue;
      shared += 1;
      expect(serverZh, `${path}: "${en}"`).toBe(chinese.get(path));
    }
    // Login, registration, reset, submit, share and avatar texts are shared; a drop means the check stopped looking.
    expect(shared).toBeGreaterThanOrEqual(20);
  });

  it('keeps each pattern anchored, so it can only replace a whole text', () => {
    for (const pattern of SERVER_MESSAGE_PATTERNS) {
      expect(pattern.en.source.startsWith('^'), pattern.en.source).toBe(true);
      expect(pattern.en.source.endsWith('$'), pattern.en.source).toBe(true);
    }
  });
});

describe('requestLanguage', () => {
  it('answers in the interface languages', () => {
    expectTypeOf<ServerLanguage>().toEqualTypeOf<Language>();
    expect(LANGUAGES).toEqual(expect.arrayContaining([requestLanguage('zh'), requestLanguage('en')]));
  });

  it('is en-US without a header or with an empty one', () => {
    expect(requestLanguage(undefined)).toBe('en-US');
    expect(requestLanguage(null)).toBe('en-US');
    expect(requestLanguage('')).toBe('en-US');
    expect(requestLanguage('*')).toBe('en-US');
  });

  it('is zh-CN when the first preference is Chinese in any form', () => {
    expect(requestLanguage('zh-CN')).toBe('zh-CN');
    expect(requestLanguage('zh')).toBe('zh-CN');
    expect(requestLanguage('ZH-tw,en;q=0.5')).toBe('zh-CN');
    expect(requestLanguage('zh-CN,zh;q=0.9,en;q=0.8,en-GB;q=0.7')).toBe('zh-CN');
    expect(requestLanguage(['zh-Hans-CN', 'en'])).toBe('zh-CN');
  });

  it('is en-US when another language comes first', () => {
    expect(requestLanguage('en-US,en;q=0.9,zh-CN;q=0.8')).toBe('en-US');
    expect(requestLanguage('fr-FR, zh-CN;q=0.5')).toBe('en-US');
    expect(requestLanguage('zhx')).toBe('en-US');
  });

  it('ranks by q rather than by position, and ignores refused entries', () => {
    expect(requestLanguage('en;q=0.5, zh-CN;q=0.9')).toBe('zh-CN');
    expect(requestLanguage('zh-CN;q=0, en')).toBe('en-US');
    expect(requestLanguage('zh-CN;q=0')).toBe('en-US');
  });
});
