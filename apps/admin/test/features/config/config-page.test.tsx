import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import { isHostOrIp, isSender } from '@/features/config/rules.ts';
import { renderApp } from '@/testing/render-app.tsx';

// The System Config page (spec 03 §2.19 conf): each tab loads its settings, checks what the server
// checks before sending, and sends what the server expects.

const ROOT = { username: 'root', roleList: ['root'] };

/** Answers recording each body sent to a path. */
function recording(answers: Record<string, unknown>) {
  const sent: Record<string, unknown[]> = {};
  const handlers = Object.fromEntries(
    Object.entries(answers).map(([path, answer]) => [
      path,
      async (request: Request) => {
        if (request.method !== 'GET') (sent[path] ??= []).push(await request.json());
        return typeof answer === 'function' ? (answer as () => unknown)() : answer;
      },
    ]),
  );
  return { sent, handlers };
}

const WEB = { ...DEFAULT_WEBSITE_CONFIG, baseUrl: '' };
const SMTP = { host: 'smtp.school.edu', port: 465, ssl: true, username: 'oj@school.edu', from: 'OJ <oj@school.edu>', passwordSet: true };

describe("config rules (the server's checks, in the form)", () => {
  it('accepts host names and addresses and refuses the rest', () => {
    expect(['smtp.example.org', '10.0.0.1', '::1', 'mail'].every(isHostOrIp)).toBe(true);
    expect(['1.2.3', 'bad host', '-x.org', ''].some(isHostOrIp)).toBe(false);
  });

  it('accepts senders as mail servers write them', () => {
    expect(['a@b.org', 'OJ <a@b.org>', '"O J" <a@b.org>'].every(isSender)).toBe(true);
    expect(['OJ', 'a@', 'OJ <a>'].some(isSender)).toBe(false);
  });
});

describe('system config page', () => {
  it('refuses a super-admin page to a plain admin', async () => {
    const { router } = renderApp({ path: '/conf', user: { username: 'ada', roleList: ['admin'] } });
    await waitFor(() => {
      expect(router.state.location.pathname).not.toBe('/conf');
    });
  });

  it('loads the website tab and refuses a blank name and a bad link before sending', async () => {
    const { sent, handlers } = recording({ 'admin/config/get-web-config': WEB, 'admin/config/set-web-config': WEB });
    renderApp({ path: '/conf', user: ROOT, answers: handlers });
    const form = within(await screen.findByTestId('website-form'));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.change(form.getByLabelText('Project link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Name is required')).toBeTruthy();
    expect(await form.findByText('Project link must be empty or an http(s) link')).toBeTruthy();
    expect(sent['admin/config/set-web-config']).toBeUndefined();
  });

  it('saves the website tab with every field, and says so', async () => {
    const { sent, handlers } = recording({ 'admin/config/get-web-config': WEB, 'admin/config/set-web-config': { ...WEB, name: 'School OJ' } });
    renderApp({ path: '/conf', user: ROOT, answers: handlers });
    const form = within(await screen.findByTestId('website-form'));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'School OJ' } });
    fireEvent.click(form.getByRole('switch', { name: 'Registration open' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sent['admin/config/set-web-config']).toHaveLength(1);
    });
    // The switches of the Switches page are not the website tab's to send.
    const { openGroupDiscussion: _g, openContestComment: _c, openAiChat: _a, guestBrowseProblems: _b, outsideImages: _o, ...websiteFields } = WEB;
    expect(sent['admin/config/set-web-config']?.[0]).toEqual({ ...websiteFields, name: 'School OJ', register: false });
    expect(await screen.findByText('Update Successfully')).toBeTruthy();
  });

  it('shows whether an SMTP password is stored, never one, and sends a test mail to a checked address', async () => {
    const { sent, handlers } = recording({ 'admin/config/get-email-config': SMTP, 'admin/config/test-email': null });
    renderApp({ path: '/conf?tab=smtp', user: ROOT, answers: handlers });
    const form = within(await screen.findByTestId('smtp-form'));
    expect(form.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(form.getByText('A password is stored; leave empty to keep it')).toBeTruthy();
    const test = within(screen.getByTestId('test-mail-form'));
    fireEvent.change(test.getByLabelText('Recipient'), { target: { value: 'not-an-address' } });
    fireEvent.click(test.getByRole('button', { name: 'Send test mail' }));
    expect(await test.findByText('The email format is incorrect')).toBeTruthy();
    fireEvent.change(test.getByLabelText('Recipient'), { target: { value: 'teacher@school.edu' } });
    fireEvent.click(test.getByRole('button', { name: 'Send test mail' }));
    await waitFor(() => {
      expect(sent['admin/config/test-email']).toEqual([{ email: 'teacher@school.edu' }]);
    });
    expect(await screen.findByText('A test email has been sent to teacher@school.edu')).toBeTruthy();
  });

  it('refuses a bad SMTP host and sender in the form', async () => {
    const { sent, handlers } = recording({ 'admin/config/get-email-config': SMTP, 'admin/config/set-email-config': SMTP });
    renderApp({ path: '/conf?tab=smtp', user: ROOT, answers: handlers });
    const form = within(await screen.findByTestId('smtp-form'));
    fireEvent.change(form.getByLabelText('SMTP host'), { target: { value: 'bad host' } });
    fireEvent.change(form.getByLabelText('Sender'), { target: { value: 'OJ' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The host must be a host name or an IP address')).toBeTruthy();
    expect(await form.findByText("The sender must be an email address or 'Name <address>'")).toBeTruthy();
    expect(sent['admin/config/set-email-config']).toBeUndefined();
  });

  it('checks the judge limits against the contract bounds and saves them', async () => {
    const judge = { submissionIntervalSec: 8, testJudgeIntervalSec: 2, codeMaxLength: 65_535 };
    const { sent, handlers } = recording({ 'admin/config/get-judge-config': judge, 'admin/config/set-judge-config': { ...judge, submissionIntervalSec: 30 } });
    renderApp({ path: '/conf?tab=judge', user: ROOT, answers: handlers });
    const form = within(await screen.findByTestId('judge-form'));
    const length = form.getByLabelText('Longest code (characters)');
    fireEvent.change(length, { target: { value: '50' } });
    fireEvent.blur(length);
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Longest code (characters) must be a whole number from 100 to 65535')).toBeTruthy();
    expect(sent['admin/config/set-judge-config']).toBeUndefined();
    fireEvent.change(length, { target: { value: '65535' } });
    fireEvent.change(form.getByLabelText('Seconds between two submissions'), { target: { value: '30' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sent['admin/config/set-judge-config']).toEqual([{ ...judge, submissionIntervalSec: 30 }]);
    });
  });

  it('needs the SMS provider and keys only once SMS is turned on', async () => {
    const mobile = {
      enabled: false,
      provider: '',
      endpoint: '',
      accessKeyId: '',
      signName: '',
      templateId: '',
      codeTtlMin: 5,
      dailyLimitPerNumber: 10,
      secretSet: false,
    };
    const { sent, handlers } = recording({ 'admin/config/get-mobile-config': mobile, 'admin/config/set-mobile-config': mobile });
    renderApp({ path: '/conf?tab=mobile', user: ROOT, answers: handlers });
    const form = within(await screen.findByTestId('mobile-form'));
    fireEvent.click(form.getByRole('switch', { name: 'Texted verification codes' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Choose a provider before turning SMS on')).toBeTruthy();
    expect(sent['admin/config/set-mobile-config']).toBeUndefined();
    fireEvent.click(form.getByRole('switch', { name: 'Texted verification codes' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sent['admin/config/set-mobile-config']).toEqual([
        { ...Object.fromEntries(Object.entries(mobile).filter(([key]) => key !== 'secretSet')), accessKeySecret: '' },
      ]);
    });
  });

  it('shows the data source read-only, with no password field', async () => {
    const info = {
      database: { type: 'mariadb', host: 'db.school', port: 3306, name: 'oj', user: 'oj' },
      nats: { servers: ['nats://nats.school:4222'], namespace: 'oj' },
      redis: null,
    };
    renderApp({ path: '/conf?tab=dataSource', user: ROOT, answers: { 'admin/config/get-db-and-redis-config': () => info } });
    const panel = within(await screen.findByTestId('data-source'));
    expect(panel.getByText('db.school')).toBeTruthy();
    expect(panel.getByText('nats://nats.school:4222')).toBeTruthy();
    expect(panel.queryByRole('textbox')).toBeNull();
    expect(panel.getByText(/NATS KV/)).toBeTruthy();
  });

  it('shows the services and the judge nodes', async () => {
    const service = {
      version: '0.0.0',
      nodeVersion: 'v24.0.0',
      platform: 'linux x64',
      mode: 'split',
      startedAt: '2026-01-01T00:00:00Z',
      uptimeSec: 3725,
      memory: {
        rssBytes: 100 * 1024 * 1024,
        heapUsedBytes: 50 * 1024 * 1024,
        heapTotalBytes: 60 * 1024 * 1024,
        systemTotalBytes: 8 * 1024 ** 3,
        systemFreeBytes: 4 * 1024 ** 3,
      },
      cpu: { cores: 4, loadAverage: [0.5, 0.4, 0.3] },
      dependencies: { database: true, nats: true },
      services: [{ name: 'judge-dispatch', url: 'http://10.0.0.2:8081', state: 'down', latencyMs: null }],
    };
    const judge = {
      nodes: [
        {
          nodeId: 'n1',
          hostname: 'judge-1',
          cores: 8,
          concurrency: 4,
          running: 3,
          judged: 120,
          startedAt: '2026-01-01T00:00:00Z',
          version: '1.0.0',
          lastSeen: '2026-01-01T00:00:05Z',
        },
      ],
      languages: [{ name: 'C++', description: 'G++ 13' }],
      queue: { waitingSubmissions: 7, waitingTests: 1, inProgress: 3 },
      reachable: true,
    };
    renderApp({
      path: '/conf?tab=services',
      user: ROOT,
      answers: { 'admin/config/get-service-info': () => service, 'admin/config/get-judge-service-info': () => judge },
    });
    const panel = within(await screen.findByTestId('services'));
    expect(await panel.findByText('1h 2m 5s')).toBeTruthy();
    expect(panel.getByText('Down')).toBeTruthy();
    expect(panel.getByText('judge-1')).toBeTruthy();
    expect(panel.getByText('3 / 4')).toBeTruthy();
    expect(panel.getByText('C++')).toBeTruthy();
  });
});
