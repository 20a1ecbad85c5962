import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Timers fire late after a long sleep; past this they are re-armed rather than trusted. */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * Asks the server for the page's data again at `changesAt` (ISO), when an open state it shows
 * turns: a page left open does not keep saying "Open now". A tab coming back after the moment
 * passed asks at once.
 */
export function useRefreshAt(changesAt: string | null): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (changesAt === null) return;
    const at = Date.parse(changesAt);
    if (Number.isNaN(at)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const wait = at - Date.now();
      if (wait <= 0) {
        void revalidate();
        return;
      }
      // A second late: the server's clock must have passed the moment too.
      timer = setTimeout(check, Math.min(wait + 1000, LONGEST_WAIT_MS));
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [changesAt, revalidate]);
}
