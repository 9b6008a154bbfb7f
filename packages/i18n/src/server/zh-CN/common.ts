import type { ServiceMessage, Translations } from '@oj/contracts';

/** zh-CN texts of ServiceMessage (packages/contracts/src/errors/common.ts). */
export const COMMON_ZH_CN: Translations<typeof ServiceMessage> = {
  success: '成功',
  loginFirst: '请先登录',
  noPermission: '抱歉，您没有权限进行此操作',
  notFound: '查询错误：找不到请求的资源',
  serverError: '服务器错误，请重新刷新',
  unavailable: '服务暂时不可用，请稍后再试',
  busUnavailable: '消息服务暂时不可用，请稍后再试',
  loginExpired: '登录已过期，请重新登录',
  invalidToken: '登录凭证无效，请重新登录',
  invalidRequest: '请求无效',
  invalidJson: '请求体不是有效的 JSON',
  emptyJson: '请求体为空，但声明为 JSON',
  bodyTooLarge: '请求体过大',
  unsupportedContentType: '不支持的内容类型',
  badUrl: '网址无效',
  urlTooLong: '网址过长',
  clientError: () => '请求无效',
  noSuchApi: (method, path) => `接口不存在：${method} ${path}`,
};
