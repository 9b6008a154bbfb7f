import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardInfoDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';

const info: DashboardInfoDto = {
  userCount: 42,
  problemCount: 7,
  todaySubmissionCount: 13,
  contestCount: 0,
  recentLogins: [{ uid: 'u1', username: 'alice', ip: '10.0.0.1', userAgent: 'Firefox', gmtCreate: '2026-01-01T00:00:00.000Z' }],
  judgeNodes: [
    {
      nodeId: 'node-a',
      hostname: 'judge-1',
      cores: 4,
      concurrency: 3,
      running: 1,
      free: 2,
      judged: 99,
      version: '1.0.0',
      startedAt: '2026-01-01T00:00:00.000Z',
      lastSeen: '2026-01-01T00:00:05.000Z',
    },
  ],
  judgeQueueDepth: 5,
};

describe('Dashboard', () => {
  it('shows the counts, the sign-ins and the judge nodes', async () => {
    renderApp({ path: '/dashboard', user: { username: 'ada', roleList: ['admin'] }, answers: { 'admin/dashboard/get-dashboard-info': () => info } });
    expect(await screen.findByText('judge-1')).toBeTruthy();
    expect(within(screen.getByTestId('count-users')).getByText('42')).toBeTruthy();
    expect(within(screen.getByTestId('count-todaySubmissions')).getByText('13')).toBeTruthy();
    expect(screen.getByText('10.0.0.1')).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.getByTestId('queue-depth').textContent).toBe('Jobs waiting: 5');
    expect(screen.getByText('Welcome, ada')).toBeTruthy();
  });
});
