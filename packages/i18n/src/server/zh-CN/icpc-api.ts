import type { IcpcApiMessage, Translations } from '@oj/contracts';

/** zh-CN texts of IcpcApiMessage (packages/contracts/src/errors/icpc-api.ts). */
export const ICPC_API_ZH_CN: Translations<typeof IcpcApiMessage> = {
  closed: '比赛 API 仅对比赛管理员开放；比赛结束且榜单未封榜后，也对可以查看比赛内部或外榜的用户开放',
  acmOnly: '比赛 API 仅适用于 ACM 赛制的比赛',
  endpointNotInAccess: '您对比赛 API 的访问权限不包括此接口',
  unknownSinceToken: '事件流无法从此 token 继续：请不带 since_token 重新读取',
  sinceIdUnsupported: '不支持 since_id：事件流使用 since_token 继续',
};
