// 课程（规格 02 §2 “Lessons”）：课程目录与课程资料。
export const lessonMessages = {
  lesson: {
    listTitle: '课程',
    search: '搜索课程',
    empty: '暂无课程',
    loginFirst: '请先登录',
    noLogo: '暂无封面',
    back: '返回课程列表',
    noGroups: '该课程暂无资料',
    noItems: '该分组暂无资料',
    columns: { title: '标题', type: '类型' },
    kind: { video: '视频', pdf: 'PDF', slides: 'PPT' },
    close: '关闭',
    openInNewTab: '在新标签页中打开',
    outside: '该资料位于其他网站，将在新标签页中打开。',
    noVideo: '您的浏览器无法播放该视频。',
  },
} as const;
