import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** The page's WCAG 2.2 AA violations found by axe, as a readable list (empty when there are none). */
export async function violations(page: Page): Promise<Violation[]> {
  // Only violations are reported, which makes each run quicker (options() first: withTags() adds to them).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(TAGS)
    .analyze();
  // A readable summary in the failure message: rule, impact and the offending elements.
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((node) => node.target.join(" ")),
  }));
}
