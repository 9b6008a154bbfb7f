import type { CommentMessage, Translations } from '@oj/contracts';

/** zh-CN texts of CommentMessage (packages/contracts/src/errors/comment.ts). */
export const COMMENT_ZH_CN: Translations<typeof CommentMessage> = {
  contentEmpty: '内容不能为空',
  contentTooLong: '不能超过 10000 个字符',
  sourceRequired: '请提供 cid（比赛）或 did（讨论）其中之一',
  contestCommentClosed: '本站未开启比赛评论区',
  discussionClosed: '本站未开启讨论区',
  discussionNotExists: '该讨论不存在',
  contestNotExists: '该比赛不存在',
  contestNotStarted: '比赛尚未开始',
  notRegistered: '您尚未报名该比赛',
  notGroupMember: '只有该团队的成员才能参加本比赛',
  commentNotExists: '该评论不存在',
  replyNotExists: '该回复不存在',
  muted: '抱歉，您已被禁言，暂时无法评论或回复',
  deleteNotAllowed: '您只能删除自己的评论和回复',
  replyNotAllowed: '只有该评论的作者和比赛管理员可以回复它',
  postsTooFast: (count, seconds) => `每 ${seconds} 秒内最多发表 ${count} 条评论和回复，请稍后再试`,
  likesTooFast: (count, seconds) => `每 ${seconds} 秒内最多点赞 ${count} 次，请稍后再试`,
  commented: '评论成功',
  replied: '回复成功',
  deleted: '删除成功',
  liked: '点赞成功',
  unliked: '取消点赞成功',
};
