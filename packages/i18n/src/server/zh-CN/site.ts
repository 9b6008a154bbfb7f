import type { SiteMessage, Translations } from '@oj/contracts';

/** zh-CN texts of SiteMessage (packages/contracts/src/errors/site.ts). */
export const SITE_ZH_CN: Translations<typeof SiteMessage> = {
  updated: '更新成功',
  controlCharacters: (field) => `${field} 不能包含控制字符`,
  fieldRequired: (field) => `${field} 不能为空`,
  smsProviderRequired: '开启短信服务前请先选择短信服务商',
  smsEndpointRequired: 'http 服务商需要填写其网关地址（endpoint）',
  created: '创建成功',
  deleted: '删除成功',
  toolNotFound: '该工具不存在',
};
