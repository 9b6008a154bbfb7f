import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/config.ts';
import type { AccountHarness } from './helpers.ts';
import { captureLogs, envelope, insertUser, knownCaptcha, login, startAccountApp } from './helpers.ts';

// Mailed codes are rationed per client address and for the whole site, per hour, with counters in
// NATS KV that every gateway instance shares; and a reset code never reaches a log line.

describe('mail code limit settings', () => {
  it('default to 10 mails per client address and 300 per site an hour, and refuse nonsense', () => {
    expect(loadGatewayConfig({}).mailLimits).toEqual({ mailsPerIpPerHour: 10, mailsPerHour: 300 });
    expect(loadGatewayConfig({ OJ_MAIL_PER_IP_PER_HOUR: '25', OJ_MAIL_PER_HOUR: '1000' }).mailLimits).toEqual({ mailsPerIpPerHour: 25, mailsPerHour: 1000 });
    expect(() => loadGatewayConfig({ OJ_MAIL_PER_IP_PER_HOUR: '0' })).toThrow(/OJ_MAIL_PER_IP_PER_HOUR/);
    expect(() => loadGatewayConfig({ OJ_MAIL_PER_HOUR: 'many' })).toThrow(/OJ_MAIL_PER_HOUR/);
  });
});

describe('mail code limits per client address and per site', () => {
  let first: AccountHarness;
  let second: AccountHarness;
  const limits = { mailsPerIpPerHour: 3, mailsPerHour: 12 };

  beforeAll(async () => {
    first = await startAccountApp('acc_mail_quota', { limits });
    // A second gateway instance on the same NATS namespace.
    second = await startAccountApp('acc_mail_quota2', { limits }, { env: { OJ_NATS_NAMESPACE: first.app.natsNames.namespace } });
    await insertUser(second.app, { username: 'rosa', password: 'rosa-pass', email: 'rosa@example.org' });
  });

  afterAll(async () => {
    await second.app.close();
    await second.smtp.close();
    await second.database.drop();
    await first.close();
  });

  let serial = 0;
  const askCode = (harness: AccountHarness, ip: string, language = 'en-US') => {
    serial += 1;
    return harness.app.inject({
      method: 'GET',
      url: '/api/get-register-code',
      query: { email: `quota${serial}@example.org` },
      remoteAddress: ip,
      headers: { 'accept-language': language },
    });
  };

  it('refuses a fourth code mail from one address within the hour, whatever the recipient, in both languages', async () => {
    for (let i = 0; i < 3; i += 1) expect(envelope(await askCode(first, '10.1.0.1')).status).toBe(200);
    const refused = await askCode(first, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).msg).toMatch(/^Too many emails have been requested from your network, please try again in (60|59) minutes$/);
    expect(envelope(await askCode(first, '10.1.0.1', 'zh-CN')).msg).toMatch(/^您所在网络申请发送的邮件过多，请 (60|59) 分钟后再试$/);
    // Another address is not affected.
    expect(envelope(await askCode(first, '10.1.0.2')).status).toBe(200);
  });

  it('counts reset mails with register codes, and shares the counters between gateway instances', async () => {
    expect(envelope(await askCode(first, '10.2.0.1')).status).toBe(200);
    expect(envelope(await askCode(second, '10.2.0.1')).status).toBe(200);
    const reset = (harness: AccountHarness) => async () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/apply-reset-password',
        remoteAddress: '10.2.0.1',
        payload: { email: 'rosa@example.org', ...(await knownCaptcha(harness.app)) },
      });
    expect(envelope(await reset(second)()).status).toBe(200);
    const refused = await askCode(second, '10.2.0.1');
    expect(envelope(refused).msg).toMatch(/^Too many emails have been requested from your network/);
  });

  it('counts change-email codes against the same allowance of the client address', async () => {
    const token = await login(second.app, 'rosa', 'rosa-pass');
    const changeCode = (email: string) =>
      second.app.inject({ method: 'GET', url: '/api/get-change-email-code', headers: { authorization: token }, query: { email }, remoteAddress: '10.4.0.1' });
    expect(envelope(await askCode(first, '10.4.0.1')).status).toBe(200);
    expect(envelope(await askCode(first, '10.4.0.1')).status).toBe(200);
    expect(envelope(await changeCode('rosa.new@example.org')).status).toBe(200);
    const refused = await askCode(first, '10.4.0.1');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).msg).toMatch(/^Too many emails have been requested from your network/);
  });

  it('stops every address once the site has sent its hourly number of mails', async () => {
    // 4 + 3 + 3 mails so far; two more reach the site limit of 12.
    expect(envelope(await askCode(first, '10.3.0.1')).status).toBe(200);
    expect(envelope(await askCode(second, '10.3.0.2')).status).toBe(200);
    const refused = await askCode(first, '10.3.0.3');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).msg).toMatch(/^Too many emails have been sent by the site this hour, please try again in \d+ minutes?$/);
    expect(envelope(await askCode(second, '10.3.0.4', 'zh-CN')).msg).toMatch(/^本站这一小时发送的邮件过多，请 \d+ 分钟后再试$/);
  });
});

describe('reset codes and links in the logs', () => {
  let harness: AccountHarness;
  const logs = captureLogs();

  beforeAll(async () => {
    harness = await startAccountApp('acc_reset_logs', {}, { env: { OJ_LOG_LEVEL: 'trace' }, logStream: logs.stream });
    await insertUser(harness.app, { username: 'lena', password: 'lena-old-pass', email: 'lena@example.org' });
  });

  afterAll(async () => {
    await harness.close();
  });

  it('logs neither the mailed link nor its code, through the whole reset', async () => {
    const applied = await harness.app.inject({
      method: 'POST',
      url: '/api/apply-reset-password',
      payload: { email: 'lena@example.org', ...(await knownCaptcha(harness.app)) },
    });
    expect(envelope(applied).status).toBe(200);
    const mail = await harness.smtp.nextMailTo('lena@example.org');
    const [link = '', code = ''] = /(http:\/\/oj\.test\/reset-password\?username=\w+&code=([\w-]+))/.exec(mail.text)?.slice(1) ?? [];
    expect(code.length).toBeGreaterThan(20);
    // The user opens the link (a page request to the same server), then sends the form.
    await harness.app.inject({ method: 'GET', url: link.replace('http://oj.test', '') });
    const reset = await harness.app.inject({ method: 'POST', url: '/api/reset-password', payload: { username: 'lena', password: 'lena-new-pass', code } });
    expect(envelope(reset).status).toBe(200);

    const text = logs.text();
    expect(text).toContain('/reset-password?username=lena&code=[redacted]');
    expect(text).not.toContain(code);
    expect(text).not.toContain(link);
  });
});

describe('captchas per client address', () => {
  let harness: AccountHarness;

  beforeAll(async () => {
    harness = await startAccountApp('acc_captcha_quota', { limits: { captchasPerIpPerMinute: 3 } });
  });

  afterAll(() => harness.close());

  const fetchCaptcha = (ip: string, language = 'en-US') =>
    harness.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: ip, headers: { 'accept-language': language } });

  it('refuses a fourth captcha from one address within the minute, in both languages, and leaves other addresses alone', async () => {
    for (let i = 0; i < 3; i += 1) expect(envelope(await fetchCaptcha('10.5.0.1')).status).toBe(200);
    const refused = await fetchCaptcha('10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).msg).toBe('Too many captchas have been requested from your network, please try again in a minute');
    expect(envelope(await fetchCaptcha('10.5.0.1', 'zh-CN')).msg).toBe('您所在网络申请的验证码过多，请一分钟后再试');
    expect(envelope(await fetchCaptcha('10.5.0.2')).status).toBe(200);
  });
});
