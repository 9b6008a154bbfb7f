// The accessibility check every page visit of the browser tests goes through: axe-core's own script
// (the axe-core package's axe.min.js, never part of the apps' bundles) is injected into the page
// under test, and any serious or critical violation fails the test with its rule, impact and targets.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';
import { baseUrl } from './env.ts';

// Evaluated through the browser's debugging protocol rather than added as a <script>: the apps' CSP
// (script-src 'self', no inline script) rightly refuses an inline tag, and a test must not loosen it.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a page. */
export const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/** One failing rule on a page: axe's rule id, its impact, what it asks for and the offending nodes' selectors. */
export interface AccessibilityViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Puts the page at rest: the pointer leaves whatever the test last clicked (axe measures colours as
 * they are, and a hovered button is a passing state), and finite transitions (fades, slides) finish;
 * spinners keep going.
 */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/** Runs axe-core on the page as it is now and returns its serious and critical violations. */
export async function accessibilityViolations(page: Page): Promise<AccessibilityViolation[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.map(String).join(' ')}${node.any[0] ? ` (${node.any[0].message})` : ''}`),
    }));
  });
  return violations.filter((violation) => FAILING_IMPACTS.includes(violation.impact as ImpactValue));
}

/** One line per rule and one per offending node. */
export function describeViolations(violations: readonly AccessibilityViolation[]): string {
  return violations
    .map((violation) => [`${violation.id} (${violation.impact}): ${violation.help}`, ...violation.targets.map((target) => `    ${target}`)].join('\n'))
    .join('\n');
}

/**
 * Fails when axe finds a serious or critical violation on the page. A page still settling (a table
 * that is loading, a dialog fading in) gets a few more looks; what is still there at the end fails.
 */
export async function checkAccessibility(page: Page, what = page.url()): Promise<void> {
  let violations: AccessibilityViolation[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0) await page.waitForTimeout(750);
    violations = await accessibilityViolations(page);
    if (violations.length === 0) return;
  }
  throw new Error(`accessibility: ${String(violations.length)} serious or critical axe violation(s) on ${what}\n${describeViolations(violations)}`);
}

/** What a visit waits for before the check: an element, or any wait of the test's own. */
export type Ready = Locator | ((page: Page) => Promise<unknown>);

/** Opens a path of the started platform, waits until the page is ready, and checks its accessibility. */
export async function visit(page: Page, path: string, ready?: Ready): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  if (ready) await (typeof ready === 'function' ? ready(page) : ready.waitFor());
  await checkAccessibility(page, path);
}
