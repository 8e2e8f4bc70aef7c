import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);
/** Nodes shown per rule: enough to find the component, short enough to read. */
const NODES_SHOWN = 3;

type AxeNode = axe.NodeResult;

/**
 * antd's Tabs put their overflow ("more") button inside the role="tablist" element once the tabs no
 * longer fit (on a phone), and no Tabs prop moves it or gives it a role: axe reports the tab list as
 * holding a child that is not a tab. Only that finding is set aside, and only when the more button is
 * the sole offending child; every other finding on the tab list still fails.
 */
function isAntdTabsMoreButtonOnly(ruleId: string, node: AxeNode): boolean {
  if (ruleId !== 'aria-required-children') return false;
  const offending = node.any.flatMap((check) => check.relatedNodes ?? []);
  return (
    offending.length > 0 &&
    offending.every((related) => /^<button[^>]*class="[^"]*\bant-tabs-nav-more\b/.test(related.html))
  );
}

/**
 * antd's Transfer draws each row's checkbox in a <label> of its own, apart from the row's text, and
 * takes no prop to name it; the row (a list item titled with its text) is what a person picks. Those
 * checkboxes alone are set aside from the label rule.
 */
function isAntdTransferRow(ruleId: string, node: AxeNode): boolean {
  const target = node.target.join(' ');
  return (
    ruleId === 'label' &&
    (/\.ant-transfer-list-(header|content-item)\b.*\.ant-checkbox-input|\.ant-transfer-list-checkbox\b/.test(target) ||
      /^li\[title=.*\.ant-checkbox-input/.test(target))
  );
}

/**
 * Runs axe-core's WCAG 2 A/AA rules on what the page shows and fails on any critical or serious
 * violation, naming the rule, the screen and the first offending elements. axe is evaluated through
 * the DevTools protocol, so the app's Content-Security-Policy (script-src 'self') does not block it.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const alreadyLoaded = await page.evaluate(() => 'axe' in window);
  if (!alreadyLoaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    WCAG_AA_TAGS,
  );
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) => !isAntdTabsMoreButtonOnly(violation.id, node) && !isAntdTransferRow(violation.id, node),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
  const report = blocking.map((violation) => {
    const nodes = violation.nodes
      .slice(0, NODES_SHOWN)
      .map((node) => `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`);
    const more = violation.nodes.length > NODES_SHOWN ? [`    … and ${violation.nodes.length - NODES_SHOWN} more`] : [];
    return [`${violation.id} (${violation.impact}) on ${screen}: ${violation.help}`, ...nodes, ...more].join('\n');
  });
  expect(report, `accessibility of ${screen}`).toEqual([]);
}
