// The admin Dashboard's Chinese strings.
export const zhCNDashboard = {
  welcome: '欢迎，{{username}}',
  counts: {
    users: '用户总数',
    problems: '题目总数',
    todaySubmissions: '今日提交',
    contests: '比赛总数',
  },
  recentLogins: {
    title: '最近登录',
    username: '用户名',
    when: '时间',
    ip: 'IP 地址',
    userAgent: '浏览器',
  },
  judge: {
    title: '评测节点',
    refreshHint: '页面可见时每 10 秒刷新一次。',
    queueDepth: '等待评测：{{count}}',
    queueUnknown: '等待评测：未知',
    node: '节点',
    host: '主机',
    cores: '核数',
    busy: '忙碌槽位',
    free: '空闲槽位',
    judged: '已评测',
    version: '版本',
    lastSeen: '最近心跳',
    empty: '最近 15 秒内没有评测节点上报',
  },
  loadFailed: '仪表盘加载失败',
} as const;
