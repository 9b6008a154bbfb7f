import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_NAMESPACE, createAdminI18n, enUSAdmin, zhCNAdmin } from '../src/admin.ts';
import { MESSAGES, enUS, zhCN } from '../src/index.ts';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the admin namespace', () => {
  it('is not part of the resources the web app loads', () => {
    for (const resources of [enUS, zhCN, MESSAGES['en-US'], MESSAGES['zh-CN']]) {
      expect(Object.keys(resources)).not.toContain('admin');
      expect(JSON.stringify(resources)).not.toContain('Administrator Login');
      expect(JSON.stringify(resources)).not.toContain('管理员登录');
    }
  });

  it('has the same keys in both languages, none empty', () => {
    expect(keys(zhCNAdmin).sort()).toEqual(keys(enUSAdmin).sort());
    for (const messages of Object.values(ADMIN_MESSAGES)) {
      expect(JSON.stringify(messages)).not.toMatch(/:""/);
    }
  });

  it('is added to the admin instance in both languages, beside the shared messages', () => {
    const i18n = createAdminI18n('zh-CN');
    expect(i18n.t('login.title', { ns: ADMIN_NAMESPACE })).toBe('管理员登录');
    expect(i18n.t('guard.loginFirst', { ns: ADMIN_NAMESPACE, lng: 'en-US' })).toBe('Please login first by admin account');
    expect(i18n.t('nav.logout')).toBe(zhCN.nav.logout);
  });

  it('counts the trainings and the group problems a clone copied, in both languages', () => {
    const i18n = createAdminI18n('en-US');
    const succeeded = (count: number, problems: number, lng: string) => i18n.t('training.clone.succeeded', { ns: ADMIN_NAMESPACE, count, problems, lng });
    expect(succeeded(1, 0, 'en-US')).toBe('Copied successfully: 1 training; group problems copied into the target group: 0');
    expect(succeeded(3, 2, 'en-US')).toBe('Copied successfully: 3 trainings; group problems copied into the target group: 2');
    expect(succeeded(3, 2, 'zh-CN')).toBe('复制成功：3 个训练，复制到目标团队的团队题目 2 道');
  });
});
