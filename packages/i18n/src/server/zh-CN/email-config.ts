import type { EmailConfigMessage, Translations } from '@oj/contracts';

/** zh-CN texts of EmailConfigMessage (packages/contracts/src/errors/email-config.ts). */
export const EMAIL_CONFIG_ZH_CN: Translations<typeof EmailConfigMessage> = {
  updated: '更新成功',
  hostRequired: 'host 不能为空',
  hostInvalid: 'host 必须是主机名或 IP 地址',
  controlCharacters: (field) => `${field} 不能包含控制字符`,
  fromInvalid: "from 必须是邮箱地址或 '名称 <地址>' 格式",
  emailInvalid: '邮箱格式不正确',
  notConfigured: '邮件服务尚未配置：请先设置邮箱配置（host）',
  sendFailed: (reason) => `测试邮件发送失败：${reason}`,
  testSent: (email) => `测试邮件已发送至 ${email}`,
};
