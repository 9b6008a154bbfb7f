import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createAdminI18n } from '@oj/i18n/admin';
import { I18nextProvider } from 'react-i18next';
import { DataTable, useTableArgs } from '@oj/manage/data-table';
import type { TableArgs, TablePage } from '@oj/manage/data-table';

interface Row {
  id: number;
  name: string;
}

const ALL: Row[] = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `row ${index + 1}` }));

/** A stand-in for an RTK Query hook: answers the page the args ask for and records each call. */
function useFakeQuery(args: TableArgs, calls: TableArgs[]): { data: TablePage<Row>; isLoading: boolean; isFetching: boolean } {
  calls.push(args);
  const matching = ALL.filter((row) => row.name.includes(args.keyword));
  const start = (args.currentPage - 1) * args.limit;
  return { data: { records: matching.slice(start, start + args.limit), total: matching.length }, isLoading: false, isFetching: false };
}

function Harness({ calls }: { calls: TableArgs[] }) {
  const table = useTableArgs();
  const result = useFakeQuery(table.args, calls);
  const [clicked, setClicked] = useState<string>('');
  return (
    <>
      <DataTable<Row>
        result={result}
        state={table}
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
        rowKey="id"
        searchPlaceholder="Search rows"
        emptyText="Nothing here"
        rowActions={(row) => (
          <button
            type="button"
            onClick={() => {
              setClicked(row.name);
            }}
          >
            Open {row.name}
          </button>
        )}
      />
      <output>{clicked}</output>
    </>
  );
}

describe('DataTable', () => {
  it('pages and searches through the query args, shows row actions and the empty state', async () => {
    const calls: TableArgs[] = [];
    render(
      <I18nextProvider i18n={createAdminI18n('en-US')}>
        <Harness calls={calls} />
      </I18nextProvider>,
    );
    expect(screen.getByText('row 1')).toBeTruthy();
    expect(screen.getByText('Total 25 items')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('row 11')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ currentPage: 2, limit: 10, keyword: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Open row 11' }));
    expect(screen.getByRole('status').textContent).toBe('row 11');
    expect(screen.getAllByRole('columnheader', { name: 'Actions' }).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Search rows'), { target: { value: 'row 2' } });
    fireEvent.click(within(screen.getByTestId('data-table-search')).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('row 20')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ currentPage: 1, limit: 10, keyword: 'row 2' });
    fireEvent.change(screen.getByLabelText('Search rows'), { target: { value: 'none such' } });
    fireEvent.click(within(screen.getByTestId('data-table-search')).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing here')).toBeTruthy();
  });
});
