// The columns the contest and timed work lists share: an opening title link, a time, a duration.
import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import { Link } from 'react-router';
import { fullTime } from '@/lib/time.ts';
import { Duration } from './Duration.tsx';

/** What titleColumn needs of a row. */
export interface TitleColumnOptions<Row> {
  key: string;
  title: string;
  text: (row: Row) => string;
  href: (row: Row) => string;
  /** Test id of each title link. */
  testId: string;
  /** A plain click: the page decides (a sign-in prompt, or the page itself). */
  onOpen: (row: Row) => void;
  /** Shown before and after the link (an icon, a lock). */
  before?: (row: Row) => ReactNode;
  after?: (row: Row) => ReactNode;
}

/** The title as a link to the row's page; a plain click calls `onOpen`, a new tab or window is the browser's. */
export function titleColumn<Row>(options: TitleColumnOptions<Row>): TableColumnType<Row> {
  return {
    key: options.key,
    title: options.title,
    render: (_, row) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        {options.before?.(row)}
        <Link
          to={options.href(row)}
          data-testid={options.testId}
          onClick={(event) => {
            // A new tab or window is the browser's (the route's guard asks a visitor to sign in there).
            if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            options.onOpen(row);
          }}
          style={{ fontWeight: 600 }}
        >
          {options.text(row)}
        </Link>
        {options.after?.(row)}
      </span>
    ),
  };
}

/** A time column: the full local time of an ISO time, in a <time> element. */
export function timeColumn<Row>(key: string, title: string, timeOf: (row: Row) => string): TableColumnType<Row> {
  return { key, title, render: (_, row) => <time dateTime={timeOf(row)}>{fullTime(timeOf(row))}</time> };
}

/** A duration column: hours, minutes or seconds (spec 02 §9). */
export function durationColumn<Row>(key: string, title: string, secondsOf: (row: Row) => number): TableColumnType<Row> {
  return { key, title, render: (_, row) => <Duration seconds={secondsOf(row)} /> };
}
