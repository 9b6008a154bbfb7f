import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { submission } from './fixtures.ts';

const ROOT = { uid: 'r', username: 'root', roleList: ['root'] };
const change = (submitId: number, status: number, score: number | null = null) => ({
  submitId,
  status,
  score,
  oiRankScore: null,
  time: 12,
  memory: 2048,
  errorMessage: null,
  judger: 'node-1',
});

describe('super admin manual judge and cancel judge (spec 01 §4, §6)', () => {
  it('shows no manual judge or cancel judge to a user or a plain admin', async () => {
    for (const roleList of [['user'], ['admin'], ['problem_admin']]) {
      const view = renderApp({
        path: '/status',
        user: { uid: 'u1', username: 'alice', roleList },
        answers: { 'get-submission-list': () => ({ total: 1, records: [submission(5, { status: -1 })] }) },
      });
      await screen.findByTestId('submission-status');
      expect({ roleList, manual: screen.queryByTestId('manual-judge'), cancel: screen.queryByTestId('cancel-judge') }).toEqual({
        roleList,
        manual: null,
        cancel: null,
      });
      view.unmount();
    }
  });

  it('asks before cancelling, sends nothing when declined, then shows Cancelled at once', async () => {
    const cancels: unknown[] = [];
    renderApp({
      path: '/status',
      user: ROOT,
      answers: {
        'get-submission-list': () => ({ total: 1, records: [submission(5, { status: -1 })] }),
        'admin/judge/cancel-judge': async (request) => {
          cancels.push(await request.json());
          return change(5, -4);
        },
      },
    });
    fireEvent.click(await screen.findByTestId('cancel-judge'));
    const tips = 'Are you sure you want to cancel the judging of this submission? It will be marked Cancelled by hand.';
    expect(await screen.findByText(tips)).toBeTruthy();
    const popover = screen.getByText(tips).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByText(tips)?.closest('.ant-popover-hidden') ?? null).not.toBeNull();
    });
    expect(cancels).toEqual([]);

    fireEvent.click(screen.getByTestId('cancel-judge'));
    fireEvent.click(await screen.findByTestId('cancel-judge-confirm'));
    expect(await screen.findByText('The judging has been cancelled')).toBeTruthy();
    expect(cancels).toEqual([{ submitId: 5 }]);
    await waitFor(() => {
      expect(screen.getByTestId('submission-status').getAttribute('data-status')).toBe('-4');
    });
    // Marked manual, and a cancelled submission cannot be cancelled again.
    expect(within(screen.getByTestId('submission-status')).getByText('Manual')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('cancel-judge').disabled).toBe(true);
  });

  it('sets a verdict and score by hand; off while the submission is moving or did not compile', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/status',
      user: ROOT,
      answers: {
        'get-submission-list': () => ({
          total: 3,
          records: [submission(7, { status: -1, score: 10 }), submission(6, { status: -2 }), submission(4, { status: 7 })],
        }),
        'check-submissions-status': () => ({ '4': submission(4, { status: 7 }) }),
        'admin/judge/manual-judge': async (request) => {
          expect(request.method).toBe('PUT');
          bodies.push(await request.json());
          return change(7, 0, 100);
        },
      },
    });
    await screen.findAllByTestId('manual-judge');
    const buttons = screen.getAllByTestId<HTMLButtonElement>('manual-judge');
    expect(buttons.map((button) => button.disabled)).toEqual([false, true, true]);

    fireEvent.click(buttons[0] as HTMLButtonElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Manual judge of submission 7')).toBeTruthy();
    // The submission has a score, so one is required.
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('manual-judge-ok'));
    expect(await within(dialog).findByText('Please enter a score')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    expect(document.querySelector('.ant-select-item-option[title="Cancelled"]')?.className).toContain('disabled');
    expect(document.querySelector('.ant-select-item-option[title="Compile Error"]')).toBeNull();
    expect(document.querySelector('.ant-select-item-option[title="Pending"]')).toBeNull();
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Accepted"]') as HTMLElement);
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('manual-judge-ok'));
    expect(await screen.findByText('The verdict has been changed')).toBeTruthy();
    expect(bodies).toEqual([{ submitId: 7, status: 0, score: 100 }]);
    await waitFor(() => {
      expect(screen.getAllByTestId('submission-status')[0]?.getAttribute('data-status')).toBe('0');
    });
  }, 30_000);

  it('offers rejudge, manual judge and cancel judge on the details to the super admin only', async () => {
    const detail = () => ({ submission: { ...submission(9, { status: -1 }), code: 'int main(){}', errorMessage: null }, codeShare: true });
    const cases = () => ({ judgeCaseMode: 'default', judgeCaseList: [], subTaskJudgeCaseVoList: null });
    const asUser = renderApp({ path: '/submission-detail/9', user: { uid: 'u1' }, answers: { 'get-submission-detail': detail, 'get-all-case-result': cases } });
    await screen.findByTestId('status-banner');
    expect(screen.queryByTestId('submission-admin')).toBeNull();
    asUser.unmount();

    renderApp({
      path: '/submission-detail/9',
      user: ROOT,
      answers: { 'get-submission-detail': detail, 'get-all-case-result': cases, 'admin/judge/cancel-judge': () => change(9, -4) },
    });
    const card = await screen.findByTestId('submission-admin');
    expect(within(card).getByTestId('rejudge')).toBeTruthy();
    expect(within(card).getByTestId('manual-judge')).toBeTruthy();
    fireEvent.click(within(card).getByTestId('cancel-judge'));
    fireEvent.click(await screen.findByTestId('cancel-judge-confirm'));
    await waitFor(() => {
      expect(screen.getByTestId('status-banner').getAttribute('data-status')).toBe('-4');
    });
  });
});
