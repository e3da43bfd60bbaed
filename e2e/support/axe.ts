import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA plus axe's best practices (landmarks, heading order, …), which is where 'moderate' comes from. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

export interface Finding {
  screen: string;
  rule: string;
  impact: Impact;
  help: string;
  /** The offending elements: selector and axe's summary of what is wrong. */
  nodes: { target: string; summary: string }[];
}

/**
 * axe's findings on the page as it is now, one per rule broken; `within` limits them to one part of it (a popup).
 * Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens a page per run.
 */
export async function auditScreen(page: Page, screen: string, within?: string): Promise<Finding[]> {
  const builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: (violation.impact ?? 'minor') as Impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary?.replace(/\s+/g, ' ') ?? '' })),
  }));
}

/** Counts by impact, counting every offending element (as axe's own reports do). */
export function countByImpact(findings: Finding[]): Record<Impact, number> {
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const finding of findings) counts[finding.impact] += finding.nodes.length;
  return counts;
}

/** One line per offending element, readable in a failed assertion's message. */
export const describeFindings = (findings: Finding[]): string =>
  findings
    .flatMap((finding) =>
      finding.nodes.map((node) => `[${finding.impact}] ${finding.screen}: ${finding.rule} at ${node.target} — ${node.summary.slice(0, 300)}`),
    )
    .join('\n');
