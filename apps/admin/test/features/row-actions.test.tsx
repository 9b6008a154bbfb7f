import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { EditOutlined } from '@ant-design/icons';
import { createAdminI18n } from '@oj/i18n/admin';
import { I18nextProvider } from 'react-i18next';
import { DeleteAction, RowAction } from '@oj/manage/data-table';

const popover = (text: string) => screen.getByText(text).closest('.ant-popover') as HTMLElement;

function renderEn(node: ReactNode) {
  return render(<I18nextProvider i18n={createAdminI18n('en-US')}>{node}</I18nextProvider>);
}

describe('row actions', () => {
  it('names an icon button by its action and row, and runs it on click', () => {
    const clicks: string[] = [];
    renderEn(<RowAction label="Edit" subject="Cup 5" icon={<EditOutlined />} onClick={() => clicks.push('edit')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Cup 5' }));
    expect(clicks).toEqual(['edit']);
  });

  it('asks first when it has a question, with Confirm and Cancel', async () => {
    const clicks: string[] = [];
    renderEn(<RowAction label="Clone" subject="Cup 5" icon={<EditOutlined />} confirm="Clone Cup 5?" onClick={() => clicks.push('clone')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clone Cup 5' }));
    expect(clicks).toEqual([]);
    await screen.findByText('Clone Cup 5?');
    fireEvent.click(within(popover('Clone Cup 5?')).getByRole('button', { name: 'Confirm' }));
    expect(clicks).toEqual(['clone']);
  });

  it('deletes only once the danger Delete of its confirmation is pressed', async () => {
    const deleted: string[] = [];
    renderEn(<DeleteAction confirm="Delete Cup 5?" subject="Cup 5" onConfirm={() => deleted.push('Cup 5')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Cup 5' }));
    await screen.findByText('Delete Cup 5?');
    expect(deleted).toEqual([]);
    const ok = within(popover('Delete Cup 5?')).getByRole('button', { name: 'Delete' });
    expect(ok.className).toContain('ant-btn-dangerous');
    fireEvent.click(ok);
    expect(deleted).toEqual(['Cup 5']);
  });
});
