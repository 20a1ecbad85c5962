import { useId, type ReactNode } from "react";
import type { SampleCatalogueCounts } from "#app/models/sample-removal.server.ts";
import { describeSampleCounts } from "./sample-counts.ts";

/** A part of a page named by its heading, which says what the sample catalogue holds ("… 12 artists, 40 artworks, …"). */
export function SampleCountsSection({
  counts,
  heading,
  className,
  headingClassName,
  children,
}: {
  counts: SampleCatalogueCounts;
  /** The heading's message, given the counts in words. */
  heading: (inputs: { list: string }) => string;
  className: string;
  headingClassName: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {heading({ list: describeSampleCounts(counts) })}
      </h2>
      {children}
    </section>
  );
}
