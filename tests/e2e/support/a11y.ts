/**
 * Accessibility checks for the end-to-end tests: axe-core (WCAG 2.0/2.1 A and
 * AA rules) on what the page shows, a readable failure for serious or critical
 * violations, a running tally written to the test output folder, and the
 * visible-focus check used by the keyboard-only tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

interface ScreenResult {
  label: string;
  url: string;
  passes: string[];
  incomplete: string[];
  /** Where axe could not decide (to review by hand), except colour contrast over backgrounds it cannot compute. */
  toReview: { id: string; help: string; targets: string[] }[];
  inapplicable: string[];
  violations: { id: string; impact: Impact | 'unknown'; help: string; nodes: number; targets: string[] }[];
}

export interface A11ySummary {
  updatedAt: string;
  tags: string[];
  screensChecked: number;
  rulesRun: number;
  rulesPassed: number;
  rulesIncomplete: number;
  violationsByImpact: Record<Impact, number>;
  nodesByImpact: Record<Impact, number>;
  /** One entry per test, so a re-run of one test replaces its own results. */
  tests: Record<string, ScreenResult[]>;
}

/**
 * An axe run on the page itself (axe.run, "legacy mode"). The default mode runs axe in every frame
 * and then finishes in a new blank page, which it opens, fills with axe's 560 kB script and the
 * partial results, and closes, at every check: the route table's 60-odd checks spent most of their
 * time there. The app has no frames (src/firebase/app.ts keeps Google's out), so the results are the same.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

const summaryFile = () => path.join(process.env.ALMACENA_TEST_OUTPUT ?? '.test-output', 'a11y-summary.json');

/** Collects the axe results of one test and merges them into the run's summary file at the end. */
export class A11yAudit {
  readonly screens: ScreenResult[] = [];

  constructor(readonly testTitle: string) {}

  /** Runs axe on the page (or inside `within`) and fails on serious or critical violations. */
  async check(page: Page, label: string, within?: string): Promise<void> {
    await settle(page);
    let builder = axeFor(page).withTags(A11Y_TAGS);
    if (within) builder = builder.include(within);
    const results = await builder.analyze();
    const screen: ScreenResult = {
      label,
      url: page.url().replace(/^.*?#/, '#'),
      passes: results.passes.map((r) => r.id),
      incomplete: results.incomplete.map((r) => r.id),
      toReview: results.incomplete
        .filter((r) => r.id !== 'color-contrast')
        .map((r) => ({ id: r.id, help: r.help, targets: r.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
      inapplicable: results.inapplicable.map((r) => r.id),
      violations: results.violations.map((v) => ({
        id: v.id,
        impact: (v.impact ?? 'unknown') as Impact | 'unknown',
        help: v.help,
        nodes: v.nodes.length,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      })),
    };
    this.screens.push(screen);
    const blocking = screen.violations.filter((v) => FAILING_IMPACTS.has(v.impact));
    expect.soft(blocking.map(describeViolation), `accessibility of ${label} (${screen.url})`).toEqual([]);
  }

  /** Merges this test's screens into the summary file and prints the run's one-line tally. */
  save(): A11ySummary {
    const file = summaryFile();
    let previous: A11ySummary | null = null;
    try {
      previous = JSON.parse(fs.readFileSync(file, 'utf8')) as A11ySummary;
    } catch {
      previous = null;
    }
    const tests = { ...(previous?.tests ?? {}), [this.testTitle]: this.screens };
    const summary = summarise(tests);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(oneLine(summary));
    return summary;
  }
}

/**
 * Lets the page finish what the last layout started (ResizeObserver callbacks and
 * the renders they cause, e.g. a table becoming a focusable scroll region) before
 * axe takes its snapshot: a few animation frames and a macrotask.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
  });
}

export function describeViolation(v: ScreenResult['violations'][number]): string {
  return `${v.impact} ${v.id}: ${v.help} [${v.targets.join(' | ')}${v.nodes > v.targets.length ? ` …+${v.nodes - v.targets.length}` : ''}]`;
}

export function summarise(tests: Record<string, ScreenResult[]>): A11ySummary {
  const screens = Object.values(tests).flat();
  const passed = new Set<string>();
  const incomplete = new Set<string>();
  const run = new Set<string>();
  const violationsByImpact: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const nodesByImpact: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const s of screens) {
    for (const id of s.passes) {
      passed.add(id);
      run.add(id);
    }
    for (const id of s.incomplete) {
      incomplete.add(id);
      run.add(id);
    }
    for (const id of s.inapplicable) run.add(id);
    for (const v of s.violations) {
      run.add(v.id);
      const impact: Impact = v.impact === 'unknown' ? 'minor' : v.impact;
      violationsByImpact[impact] += 1;
      nodesByImpact[impact] += v.nodes;
    }
  }
  return {
    updatedAt: new Date().toISOString(),
    tags: A11Y_TAGS,
    screensChecked: screens.length,
    rulesRun: run.size,
    rulesPassed: passed.size,
    rulesIncomplete: incomplete.size,
    violationsByImpact,
    nodesByImpact,
    tests,
  };
}

export function oneLine(s: A11ySummary): string {
  const v = s.violationsByImpact;
  return (
    `a11y: ${s.screensChecked} screens checked, ${s.rulesRun} rules run (${s.rulesPassed} passed somewhere, ${s.rulesIncomplete} incomplete), ` +
    `violations critical ${v.critical}, serious ${v.serious}, moderate ${v.moderate}, minor ${v.minor}`
  );
}

/** What the focused element looks like: enough to tell whether a focus indicator is drawn. */
export interface FocusLook {
  description: string;
  outlineStyle: string;
  outlineWidth: number;
  boxShadow: string;
  width: number;
  height: number;
}

export async function focusLook(page: Page): Promise<FocusLook | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const name = el.getAttribute('aria-label') ?? el.id ?? '';
    return {
      description: `${el.tagName.toLowerCase()}${name ? `#${name}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth) || 0,
      boxShadow: style.boxShadow,
      width: rect.width,
      height: rect.height,
    };
  });
}

/** The focused element is on screen and draws a focus indicator (an outline, or Bootstrap's box-shadow ring). */
export async function expectVisibleFocus(page: Page, where = ''): Promise<FocusLook> {
  // Bootstrap fades the focus ring in (a 0,15 s box-shadow transition): on a busy machine the
  // style read right after Tab may still be the unfocused one, so look again for up to a second.
  let look = await focusLook(page);
  for (
    let i = 0;
    i < 10 && look && !(look.outlineStyle !== 'none' && look.outlineWidth > 0) && (look.boxShadow === 'none' || look.boxShadow === '');
    i++
  ) {
    await page.waitForTimeout(100);
    look = await focusLook(page);
  }
  expect(look, `something has the focus ${where}`).not.toBeNull();
  const l = look!;
  const outline = l.outlineStyle !== 'none' && l.outlineWidth > 0;
  const shadow = l.boxShadow !== 'none' && l.boxShadow !== '';
  expect(
    outline || shadow,
    `visible focus indicator on ${l.description} ${where} (outline ${l.outlineStyle} ${l.outlineWidth}px, box-shadow ${l.boxShadow})`,
  ).toBe(true);
  expect(l.width > 0 && l.height > 0, `the focused ${l.description} is on screen ${where}`).toBe(true);
  return l;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, checking the
 * focus indicator of every element on the way; fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  matches: (el: { tag: string; label: string; text: string; role: string; type: string }) => boolean,
  options: { back?: boolean; max?: number; what: string },
): Promise<void> {
  const max = options.max ?? 40;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const current = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return null;
      const labelled = el.id ? (document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent ?? '') : '';
      return {
        tag: el.tagName.toLowerCase(),
        label: (el.getAttribute('aria-label') ?? labelled).trim(),
        text: (el.textContent ?? '').trim(),
        role: el.getAttribute('role') ?? '',
        type: el.getAttribute('type') ?? '',
      };
    });
    if (current && current.tag !== 'body') {
      await expectVisibleFocus(page, `while tabbing to ${options.what}`);
      if (matches(current)) return;
    }
  }
  throw new Error(`${options.what} not reached with ${max} presses of ${options.back ? 'Shift+Tab' : 'Tab'}`);
}
