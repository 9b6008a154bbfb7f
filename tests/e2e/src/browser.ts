import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';

/** Debian's Chromium with the flags this closed network needs (playwright gives it a throw-away profile). */
export interface TestBrowser {
  browser: Browser;
  newContext(options?: { width?: number; height?: number; locale?: string }): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: process.env.OJ_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return {
    browser,
    newContext: (options = {}) =>
      browser.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        locale: options.locale ?? 'en-US',
      }),
    close: () => browser.close(),
  };
}
