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
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(TAGS);
  // Legacy mode runs axe in the page itself instead of opening a blank page to merge the frames'
  // results, two to four times quicker; the site has no frames, and a page that has one gets the full mode.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const results = await builder.analyze();
  // A readable summary in the failure message: rule, impact and the offending elements.
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((node) => node.target.join(" ")),
  }));
}
