import type { PrintMessage, Translations } from '@oj/contracts';

/** zh-CN texts of PrintMessage (packages/contracts/src/errors/print.ts). */
export const PRINT_ZH_CN: Translations<typeof PrintMessage> = {
  contentEmpty: '内容不能为空',
  contentTooShort: '内容不能少于 50 个字符',
  printClosed: '本比赛未开放打印',
  contestEnded: '比赛已结束',
  tooMany: '短时间内打印请求过多，请几分钟后再试',
  submitted: '已提交打印',
  notFound: '该打印请求不存在',
  updated: '更新成功',
};
