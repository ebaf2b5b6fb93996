/**
 * Accessibility checks with axe-core, injected into the page (the gateway's CSP is bypassed for it): WCAG 2.0 and
 * 2.1, levels A and AA; any serious or critical violation fails the test with what axe found and where.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  /** Each offending element: its selector and opening tag. */
  nodes: string[];
}

export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 300)}`),
    }));
  }, WCAG_TAGS);
  const failing = violations.filter((violation) => violation.impact && FAILING_IMPACTS.includes(violation.impact));
  expect(failing, `${screen}: serious or critical accessibility violations\n${describe(failing)}`).toEqual([]);
}

/** Dialogs and toasts fade in: colour contrast is only meaningful once they have finished. */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

function describe(violations: Violation[]): string {
  return violations
    .map(
      (violation) =>
        `- ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.join('\n    ')}`,
    )
    .join('\n');
}
