import { auditColumns, defineEntity, idColumn, textColumn, varcharColumn } from './columns.ts';

/** `honor`: an award won by the site's members (the back office's honor wall). */
export interface HonorRow {
  id: number;
  title: string;
  /** gold, silver, bronze, honorable or other (`HONOR_LEVELS` in @oj/contracts). */
  level: string;
  /** Day of the award, YYYY-MM-DD. */
  date: string;
  /** The contest or event. */
  contestName: string;
  /** JSON list of member names. */
  members: string;
  link: string | null;
  description: string | null;
  /** Username of the admin who recorded it. */
  author: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const HonorEntity = defineEntity<HonorRow>({
  name: 'Honor',
  tableName: 'honor',
  columns: {
    id: idColumn(),
    title: varcharColumn(255),
    level: varcharColumn(20),
    date: varcharColumn(10),
    contestName: varcharColumn(255),
    members: textColumn('text', false),
    link: varcharColumn(500, { nullable: true }),
    description: textColumn('text'),
    author: varcharColumn(20, { nullable: true }),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_honor_date', columns: ['date'] }],
});
