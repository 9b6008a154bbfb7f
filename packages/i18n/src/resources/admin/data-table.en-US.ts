// The shared admin DataTable's English strings (apps/admin/src/shared/data-table).
export const enUSDataTable = {
  actions: 'Actions',
  total: 'Total {{total}} items',
  loadFailed: 'Failed to load the list',
} as const;
