import { describe, expect, expectTypeOf, it } from 'vitest';
import { AccountMessage, MESSAGE_AREAS, ServiceMessage, SubmissionMessage, ValidationMessage, declaredCodes, englishText, messageSpec } from '@oj/contracts';
import type { MessageAreas, Translations } from '@oj/contracts';
import { LANGUAGES, enUS, enUSPages, zhCN, zhCNPages } from '../src/index.ts';
import type { Language } from '../src/index.ts';
import { enUSAdmin, zhCNAdmin } from '../src/admin.ts';
import { SERVER_MESSAGES_EN_US, SERVER_MESSAGES_ZH_CN, localiseServerMessage, requestLanguage, serverMessageText } from '../src/server-messages.ts';
import type { ServerCatalogue, ServerLanguage } from '../src/server-messages.ts';
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

describe('serverMessageText', () => {
  it('gives a code its text in each language', () => {
    expect(serverMessageText('account.checkCredentials', undefined, 'zh-CN')).toBe('请检查您的用户名或密码');
    expect(serverMessageText('account.checkCredentials', undefined, 'en-US')).toBe('Check your username or password');
    expect(localiseServerMessage(SubmissionMessage.codeTooLong, 'zh-CN')).toBe('代码长度不能超过 65535');
    expect(localiseServerMessage(ServiceMessage.success, 'zh-CN')).toBe('成功');
  });

  it('knows nothing of a code nobody declared', () => {
    expect(serverMessageText('nothing.here', undefined, 'zh-CN')).toBeUndefined();
    expect(serverMessageText('account.nothingHere', undefined, 'en-US')).toBeUndefined();
  });

  it('fills in the values of a message, by name', () => {
    const one = AccountMessage.loginLocked(1);
    expect(one).toMatchObject({
      code: 'account.loginLocked',
      params: { minutes: 1 },
      en: 'Too many failed logins: login is locked for 1 minute, please try again later',
    });
    expect(localiseServerMessage(one, 'zh-CN')).toBe('登录失败次数过多，已锁定 1 分钟，请稍后再试');
    expect(serverMessageText('account.loginLocked', { minutes: 30 }, 'en-US')).toBe(
      'Too many failed logins: login is locked for 30 minutes, please try again later',
    );
    expect(serverMessageText('account.loginLocked', { minutes: 30 }, 'zh-CN')).toBe('登录失败次数过多，已锁定 30 分钟，请稍后再试');
    expect(serverMessageText('common.noSuchApi', { method: 'GET', path: '/api/nothing-here' }, 'zh-CN')).toBe('接口不存在：GET /api/nothing-here');
    expect(localiseServerMessage(SubmissionMessage.codeLongerThan(1000), 'zh-CN')).toBe('代码长度不能超过 1000');
    // The configured code limit at its default says what the fixed text says.
    expect(SubmissionMessage.codeLongerThan(65_535).en).toBe(SubmissionMessage.codeTooLong.en);
  });

  it('words validation refusals with the field name kept as sent', () => {
    const cases: [ReturnType<typeof ValidationMessage.required>, string, string][] = [
      [ValidationMessage.required('body.code'), 'body.code is required', 'body.code 不能为空'],
      [ValidationMessage.type('submitIds.0', 'integer'), 'submitIds.0 must be integer', 'submitIds.0 必须是整数'],
      [ValidationMessage.type('gid', 'integer,null'), 'gid must be integer,null', 'gid 必须是整数或空值'],
      [ValidationMessage.maxLength('username', 20), 'username must NOT have more than 20 characters', 'username 最多 20 个字符'],
      [ValidationMessage.minItems('submitIds', 1), 'submitIds must NOT have fewer than 1 items', 'submitIds 至少 1 项'],
      [ValidationMessage.comparison('age', '>=', 0), 'age must be >= 0', 'age 不能小于 0'],
      [ValidationMessage.comparison('limit', '<=', 100), 'limit must be <= 100', 'limit 不能大于 100'],
      [ValidationMessage.comparison('score', '>', 0), 'score must be > 0', 'score 必须大于 0'],
      [ValidationMessage.format('email', 'email'), 'email must match format "email"', 'email 格式不正确（应为 email）'],
      [ValidationMessage.pattern('captchaKey', '^[a-z]+$'), 'captchaKey must match pattern "^[a-z]+$"', 'captchaKey 格式不正确'],
      [ValidationMessage.enum('language'), 'language must be equal to one of the allowed values', 'language 不是允许的取值'],
      [ValidationMessage.notFinite('currentPage'), 'currentPage must be a finite number', 'currentPage 必须是有限的数字'],
      [ValidationMessage.invalid('querystring'), 'querystring is invalid', 'querystring 无效'],
    ];
    for (const [message, en, zh] of cases) {
      expect(message.en).toBe(en);
      expect(localiseServerMessage(message, 'en-US')).toBe(en);
      expect(localiseServerMessage(message, 'zh-CN'), en).toBe(zh);
    }
  });
});

/** Sample values for a message's params: numbers where the text counts, strings elsewhere. */
function sampleParams(code: string): Record<string, string | number> {
  const spec = messageSpec(code);
  if (spec === undefined || !('params' in spec)) return {};
  return Object.fromEntries(spec.params.map((name: string, index: number) => [name, String(index + 2)]));
}

describe('the catalogue', () => {
  it('types a translation for every declared code, in both languages', () => {
    expectTypeOf(SERVER_MESSAGES_ZH_CN).toEqualTypeOf<ServerCatalogue>();
    expectTypeOf(SERVER_MESSAGES_EN_US).toEqualTypeOf<ServerCatalogue>();
    expectTypeOf<ServerCatalogue>().toEqualTypeOf<{ readonly [A in keyof MessageAreas]: Translations<MessageAreas[A]> }>();
    // A translation that leaves out one message of its area does not compile.
    // @ts-expect-error -- `loginExpired` and the others have no text.
    const partial: Translations<typeof ServiceMessage> = { success: '成功' };
    expect(partial.success).toBe('成功');
  });

  it('has an English and a Chinese text for every declared code, at run time too', () => {
    const codes = declaredCodes();
    // Every area is registered, and every code belongs to one.
    const areas = Object.values(MESSAGE_AREAS) as unknown as Record<string, { code: string }>[];
    const registered = areas.flatMap((area) => Object.values(area).map((message) => message.code));
    expect(new Set(registered)).toEqual(new Set(codes));
    expect(codes.length).toBeGreaterThan(400);
    for (const code of codes) {
      const params = sampleParams(code);
      const en = serverMessageText(code, params, 'en-US');
      const zh = serverMessageText(code, params, 'zh-CN');
      expect(en, code).toBe(englishText(code, params));
      expect(en, code).toMatch(/\S/);
      expect(zh, code).toMatch(CJK);
      expect(zh, code).not.toBe(en);
    }
  });

  it('names each value the same in every language: the values fill both texts', () => {
    for (const code of declaredCodes()) {
      const params = sampleParams(code);
      for (const value of Object.values(params)) {
        if (
          code === 'validation.uniqueItems' ||
          code === 'validation.comparison' ||
          code === 'common.clientError' ||
          code === 'validation.pattern' ||
          code === 'validation.other'
        )
          continue;
        if (code.startsWith('validation.') && ['anyOf', 'oneOf', 'if', 'not', 'enum', 'const'].some((key) => code.endsWith(`.${key}`))) continue;
        expect(serverMessageText(code, params, 'zh-CN'), code).toContain(String(value));
      }
    }
  });

  it('says the same thing as the web app where the app has the same sentence', () => {
    const english = leaves({ ...enUS, ...enUSPages, admin: enUSAdmin });
    const chinese = leaves({ ...zhCN, ...zhCNPages, admin: zhCNAdmin });
    const zhByEnglish = new Map<string, string>();
    for (const code of declaredCodes()) {
      const spec = messageSpec(code);
      if (typeof spec?.en !== 'string') continue;
      zhByEnglish.set(spec.en, serverMessageText(code, undefined, 'zh-CN') ?? '');
    }
    let shared = 0;
    for (const [path, en] of english) {
      const serverZh = zhByEnglish.get(en);
      if (serverZh === undefined) continue;
      shared += 1;
      expect(serverZh, `${path}: "${en}"`).toBe(chinese.get(path));
    }
    // Login, registration, reset, submit, share and avatar texts are shared; a drop means the check stopped looking.
    expect(shared).toBeGreaterThanOrEqual(20);
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
