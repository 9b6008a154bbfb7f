import type { AcInfoMessage, Translations } from '@oj/contracts';

/** zh-CN texts of AcInfoMessage (packages/contracts/src/errors/ac-info.ts). */
export const AC_INFO_ZH_CN: Translations<typeof AcInfoMessage> = {
  acmOnly: 'AC 助手仅适用于 ACM 赛制的比赛',
  notAccepted: '该提交不是本比赛中的通过提交',
  updated: '更新成功',
};
