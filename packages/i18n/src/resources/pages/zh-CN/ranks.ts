// 全站排行榜（规格 02 §2「排行榜」）。
export const rankMessages = {
  ranks: {
    acmTitle: 'ACM 排行榜',
    oiTitle: 'OI 排行榜',
    chartTitle: '前十名',
    searchPlaceholder: '输入用户名或昵称',
    rank: '排名',
    user: '用户',
    nickname: '昵称',
    signature: '个性签名',
    ac: '通过',
    total: '提交',
    score: '得分',
    rating: '通过率',
    empty: '暂无上榜用户',
    loadFailed: '排行榜加载失败',
    acSeries: '通过',
    totalSeries: '提交',
    scoreSeries: '得分',
    acLinkTitle: '{{name}} 的通过提交',
  },
};
