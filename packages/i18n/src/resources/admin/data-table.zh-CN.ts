// The shared admin DataTable's Chinese strings.
export const zhCNDataTable = {
  actions: '操作',
  total: '共 {{total}} 条',
  loadFailed: '列表加载失败',
} as const;
