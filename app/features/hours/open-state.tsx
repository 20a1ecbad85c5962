import type { OpenStateView } from "#app/features/hours/hours-view.ts";

const TONES: Record<OpenStateView["kind"], { text: string; dot: string }> = {
  open: { text: "text-emerald-800", dot: "bg-emerald-600" },
  "closing-soon": { text: "text-amber-800", dot: "bg-amber-500" },
  closed: { text: "text-slate-700", dot: "bg-slate-400" },
  "by-appointment": { text: "text-slate-700", dot: "bg-brand-600" },
};

/** "Open now · until 18:00" with a coloured dot; the words carry the meaning, the colour only repeats it. */
export function OpenState({
  state,
  isOnDark = false,
  className = "",
}: {
  state: OpenStateView;
  /** Over a dark picture: white words, the dot keeps its colour. */
  isOnDark?: boolean;
  className?: string;
}) {
  const tone = TONES[state.kind];
  return (
    <p
      className={`flex items-center gap-2 font-medium ${isOnDark ? "text-white" : tone.text} ${className}`}
      data-open-state={state.kind}
    >
      <span aria-hidden="true" className={`inline-block size-2.5 shrink-0 rounded-full ${tone.dot}`} />
      {/* Times read left to right inside a Hebrew sentence too. */}
      <span>{state.text}</span>
    </p>
  );
}
