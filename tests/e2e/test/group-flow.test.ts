// Groups in Chromium against the started platform (spec 03 §2.4–§2.6, §4, §5): a teacher creates a
// private group in the create dialog; a student finds it in the list, is told it is private and
// applies with its code and a reason; the teacher approves the application in the members tab; the
// student then opens the group and reads its announcement; a stranger cannot read the group's
// detail. Screenshots of the list and the detail in both languages go to OJ_E2E_SCREENSHOT_DIR.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { groupBrowser, groupCast } from '../src/groups.ts';
import type { GroupBrowser } from '../src/groups.ts';
import { shoot } from '../src/outlines.ts';
import { api, need, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const NAME = `Club ${RUN}`;
const SHORT = `c${RUN}`.slice(0, 10);
const CODE = 'k7p2q9';

let groupPages: GroupBrowser | undefined;
let browser: TestBrowser | undefined;
let teacher: ApiSession | undefined;
let student: ApiSession | undefined;
let stranger: ApiSession | undefined;
let teacherContext: BrowserContext | undefined;
let studentContext: BrowserContext | undefined;
let gid = 0;

beforeAll(async () => {
  ({ teacher, student, stranger } = await groupCast(`g${RUN}`));
  groupPages = await groupBrowser({ teacher, student });
  ({ browser, teacherContext, studentContext } = groupPages);
}, 120_000);

afterAll(async () => {
  await groupPages?.close();
});

describe('groups in the browser', () => {
  it('lets a teacher create a private group in the create dialog', async () => {
    const page = await need(teacherContext, 'the teacher').newPage();
    await page.goto(`${baseUrl()}/group`);
    await page.getByTestId('group-create').click();
    const form = page.getByTestId('group-create-form');
    await form.waitFor();
    // The spec's checks, before anything is sent.
    await page.getByTestId('group-form-submit').click();
    await page.getByText('Group Name is required').waitFor();
    await page.getByTestId('group-form-name').fill(NAME);
    await page.getByTestId('group-form-short-name').fill(SHORT);
    await page.getByTestId('group-form-brief').fill('Weekly practice for the team');
    await page.getByTestId('group-form-auth-3').click();
    await page.getByTestId('group-form-code').fill('abc');
    await page.getByTestId('group-form-description').fill('We meet every Friday to **solve** problems together.');
    await page.getByTestId('group-form-submit').click();
    await page.getByText('The length of Group Code should be 6').waitFor();
    await page.getByTestId('group-form-code').fill(CODE);
    await page.getByTestId('group-form-submit').click();
    await page.getByText('Create Successfully').first().waitFor();
    await page.waitForURL(/\/group\/\d+$/);
    gid = Number(new URL(page.url()).pathname.split('/')[2]);
    expect(gid).toBeGreaterThan(0);
    await page.getByTestId('group-code').getByText(CODE).waitFor();
    await api('group/announcement', {
      token: need(teacher, 'the teacher').token,
      body: { gid, title: 'Welcome aboard', content: 'Practice starts on **Friday**.' },
    });
    await page.close();
  });

  it('keeps the group closed to a student until the application is approved', async () => {
    const page = await need(studentContext, 'the student').newPage();
    await page.goto(`${baseUrl()}/group?keyword=${encodeURIComponent(RUN)}`);
    const card = page.getByTestId('group-card').filter({ hasText: NAME });
    await card.waitFor();
    await shoot(page, 'group-list-en-US');
    await card.click();
    await page.getByTestId('group-private').waitFor();
    await page.getByTestId('group-apply').click();
    await page.getByTestId('group-apply-reason').fill('I am in the Friday class');
    await page.getByTestId('group-apply-code').fill(CODE);
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Apply Successfully').first().waitFor();
    await page.getByRole('button', { name: 'Applying' }).waitFor();
    await page.close();
  });

  it('lets the teacher approve the application in the members tab', async () => {
    const page = await need(teacherContext, 'the teacher').newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}/member`);
    const applications = page.getByTestId('group-applications');
    await applications.getByText('I am in the Friday class').waitFor();
    await applications.getByTestId(`group-approve-${need(student, 'the student').userInfo.username}`).click();
    await page.getByText('Update Successfully').first().waitFor();
    await page.getByTestId('group-members').getByText(need(student, 'the student').userInfo.username).waitFor();
    await page.close();
  });

  it('shows the student the group and its announcement', async () => {
    const page = await need(studentContext, 'the student').newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}`);
    await page.getByTestId('group-home-announcements').getByText('Welcome aboard').waitFor();
    await page.getByTestId('group-home-announcements').getByText('Friday').first().waitFor();
    await page.getByTestId('group-exit').waitFor();
    await shoot(page, 'group-detail-en-US');
    await page.close();
  });

  it('refuses the group detail to a stranger', async () => {
    const response = await fetch(`${baseUrl()}/api/get-group-detail?gid=${String(gid)}`, { headers: { authorization: need(stranger, 'the stranger').token } });
    expect([403, 404]).toContain(response.status);
    const members = await fetch(`${baseUrl()}/api/group/get-member-list?gid=${String(gid)}`, {
      headers: { authorization: need(stranger, 'the stranger').token },
    });
    expect([403, 404]).toContain(members.status);
  });

  it('shows the list and the group in Chinese', async () => {
    const context = await signedInContext(need(browser, 'the browser').browser, need(student, 'the student'), {
      width: 1280,
      height: 900,
      locale: 'zh-CN',
      language: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/group?keyword=${encodeURIComponent(RUN)}`);
    await page.getByTestId('group-card').filter({ hasText: NAME }).waitFor();
    await page.getByText('创建团队').first().waitFor();
    await shoot(page, 'group-list-zh-CN');
    await page.goto(`${baseUrl()}/group/${String(gid)}`);
    await page.getByTestId('group-home-announcements').getByText('Welcome aboard').waitFor();
    await page.getByText('公告').first().waitFor();
    await shoot(page, 'group-detail-zh-CN');
    await context.close();
  });
});
