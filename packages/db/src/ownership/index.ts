export { INFRASTRUCTURE_TABLES, TABLE_OWNERS, TABLE_WRITERS, tableOwner, tablesOwnedBy } from './owners.ts';
export type { TableWriter } from './owners.ts';
