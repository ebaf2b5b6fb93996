import axe, { type ImpactValue } from 'axe-core';
import { expect } from 'vitest';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * axe-core's WCAG 2.0 and 2.1 A and AA rules on what a component test rendered (the e2e suites run the same in
 * Chromium, where colour contrast can be measured: jsdom lays nothing out, so that rule is left to them). Any
 * serious or critical violation fails the test with what axe found and where.
 */
export async function expectNoSeriousA11yViolations(what: string, context: Element = document.body): Promise<void> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  const failing = results.violations
    .filter((violation) => violation.impact && FAILING_IMPACTS.includes(violation.impact))
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 200)}`),
    }));
  expect(failing, `${what}: serious or critical accessibility violations`).toEqual([]);
}
