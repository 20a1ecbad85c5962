import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "./link.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { m } from "#app/lib/paraglide/messages.js";

// A carousel shows 1 slide per view (on phones with the next one peeking in, to show it
// scrolls), 2 from 640 px, 3 from 1024 px, a 32 px gap, 300 ms moves,
// and a mouse drag that starts after 5 px. It is a scroll container with snap points, so without
// JavaScript it still scrolls by touch, trackpad or keyboard; the arrows and dragging enhance it.
const GAP_PX = 32;
const TRANSITION_MS = 300;
const DRAG_THRESHOLD_PX = 5;

function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

// Right to left, the browser's scrollLeft is 0 at the start and negative going on: the carousel
// reckons in distance from its start, whatever the direction.
function directionSign(element: HTMLElement): 1 | -1 {
  return getComputedStyle(element).direction === "rtl" ? -1 : 1;
}

/** How far the track has scrolled from its start, in pixels (never negative). */
function scrolledFromStart(element: HTMLElement): number {
  return element.scrollLeft * directionSign(element);
}

function scrollFromStart(element: HTMLElement, distance: number): void {
  element.scrollLeft = distance * directionSign(element);
}

interface CarouselProps {
  /** The carousel's name, also the heading that labels it. */
  title: string;
  viewAllHref: string;
  children: ReactNode;
}

export function Carousel({ title, viewAllHref, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startScroll: number; isDragging: boolean; pointerId: number } | null>(null);
  const wasDragged = useRef(false);
  const animation = useRef<number | null>(null);
  const isHydrated = useHydrated();
  const [position, setPosition] = useState({ isAtStart: true, isAtEnd: slides.length <= 1 });
  const [announcement, setAnnouncement] = useState("");

  const measure = useCallback(() => {
    const element = track.current;
    const first = element?.firstElementChild as HTMLElement | null;
    if (!element || !first) return null;
    const step = first.getBoundingClientRect().width + GAP_PX;
    const perView = Math.max(1, Math.round((element.clientWidth + GAP_PX) / step));
    return { element, step, perView, maxScroll: element.scrollWidth - element.clientWidth };
  }, []);

  const updatePosition = useCallback(() => {
    const metrics = measure();
    if (!metrics) return;
    const { element, maxScroll } = metrics;
    const scrolled = scrolledFromStart(element);
    setPosition({ isAtStart: scrolled <= 1, isAtEnd: scrolled >= maxScroll - 1 });
  }, [measure]);

  const announce = useCallback(
    (index: number) => {
      const metrics = measure();
      if (!metrics) return;
      const first = Math.min(index, Math.max(0, slides.length - metrics.perView)) + 1;
      const last = Math.min(slides.length, first + metrics.perView - 1);
      setAnnouncement(
        first === last
          ? m.carousel_slide({ first, count: slides.length })
          : m.carousel_slides({ first, last, count: slides.length }),
      );
    },
    [measure, slides.length],
  );

  /** Scrolls to a slide in 300 ms; snapping is off meanwhile so it does not fight the animation. */
  const goTo = useCallback(
    (index: number) => {
      const metrics = measure();
      if (!metrics) return;
      const { element, step, maxScroll } = metrics;
      const clamped = Math.max(0, Math.min(index, slides.length - 1));
      const target = Math.min(maxScroll, clamped * step);
      const start = scrolledFromStart(element);
      const startedAt = performance.now();
      if (animation.current !== null) cancelAnimationFrame(animation.current);
      element.style.scrollSnapType = "none";
      const frame = (now: number) => {
        const t = Math.min(1, (now - startedAt) / TRANSITION_MS);
        scrollFromStart(element, start + (target - start) * easeOutCubic(t));
        if (t < 1) {
          animation.current = requestAnimationFrame(frame);
        } else {
          animation.current = null;
          element.style.scrollSnapType = "";
          updatePosition();
        }
      };
      animation.current = requestAnimationFrame(frame);
      announce(clamped);
    },
    [announce, measure, slides.length, updatePosition],
  );

  // Whether the arrows can move depends on the width: measure on mount and whenever it changes.
  useEffect(() => {
    const element = track.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => updatePosition());
    observer.observe(element);
    return () => observer.disconnect();
  }, [updatePosition]);

  const currentIndex = () => {
    const metrics = measure();
    return metrics ? Math.round(scrolledFromStart(metrics.element) / metrics.step) : 0;
  };
  const move = (delta: number) => {
    const metrics = measure();
    if (!metrics) return;
    goTo(Math.min(currentIndex() + delta, slides.length - metrics.perView));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
    >
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={`${id}-title`} className="font-serif text-3xl font-semibold text-slate-900">
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-3">
          {/* Beside the heading, never over the cards. */}
          {isHydrated && slides.length > 1 ? (
            <>
              <ArrowButton
                direction="previous"
                controls={`${id}-track`}
                label={m.carousel_previous({ title })}
                isDisabled={position.isAtStart}
                onClick={() => move(-1)}
              />
              <ArrowButton
                direction="next"
                controls={`${id}-track`}
                label={m.carousel_next({ title })}
                isDisabled={position.isAtEnd}
                onClick={() => move(1)}
              />
            </>
          ) : null}
          <Link
            to={viewAllHref}
            className="ms-2 font-semibold text-brand-700 hover:underline"
            aria-label={m.carousel_view_all_label({ title })}
          >
            {m.carousel_view_all()}
          </Link>
        </div>
      </div>
      <div>
        <div
          id={`${id}-track`}
          ref={track}
          className="flex snap-x snap-mandatory gap-8 overflow-x-auto pb-4 [scrollbar-width:thin]"
          onScroll={updatePosition}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
              event.preventDefault();
              // The arrow pointing the way the slides run (left, right to left) goes to the next.
              const isForward = (event.key === "ArrowRight") === (directionSign(event.currentTarget) === 1);
              move(isForward ? 1 : -1);
            }
          }}
          onPointerDown={(event) => {
            if (event.pointerType !== "mouse" || event.button !== 0 || !track.current) return;
            drag.current = {
              startX: event.clientX,
              startScroll: track.current.scrollLeft,
              isDragging: false,
              pointerId: event.pointerId,
            };
          }}
          onPointerMove={(event) => {
            const state = drag.current;
            const element = track.current;
            if (!state || !element) return;
            const dx = event.clientX - state.startX;
            if (!state.isDragging && Math.abs(dx) > DRAG_THRESHOLD_PX) {
              state.isDragging = true;
              element.setPointerCapture(state.pointerId);
              element.style.scrollSnapType = "none";
            }
            // scrollLeft is physical in either direction: the slides follow the pointer.
            if (state.isDragging) element.scrollLeft = state.startScroll - dx;
          }}
          onPointerUp={() => {
            const state = drag.current;
            drag.current = null;
            if (!state?.isDragging) return;
            wasDragged.current = true;
            goTo(currentIndex());
          }}
          onPointerCancel={() => {
            drag.current = null;
            if (track.current) track.current.style.scrollSnapType = "";
          }}
          onClickCapture={(event) => {
            // The click that ends a drag is not a click on the card under the pointer.
            if (wasDragged.current) {
              event.preventDefault();
              event.stopPropagation();
              wasDragged.current = false;
            }
          }}
          onDragStart={(event) => event.preventDefault()}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={m.carousel_position({ position: index + 1, count: slides.length })}
              className="shrink-0 basis-[85%] snap-start sm:basis-[calc((100%-2rem)/2)] lg:basis-[calc((100%-4rem)/3)]"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

// Disabled at either end: greyed out, and out of the tab order.
const arrowClass =
  "hidden rounded-full bg-white p-2.5 text-slate-900 shadow-sm ring-1 ring-slate-300 hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-30 disabled:shadow-none sm:inline-flex";

function ArrowButton({
  direction,
  controls,
  label,
  isDisabled,
  onClick,
}: {
  direction: "previous" | "next";
  controls: string;
  label: string;
  isDisabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={arrowClass}
      aria-controls={controls}
      aria-label={label}
      disabled={isDisabled}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5 rtl:-scale-x-100"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d={direction === "previous" ? "M15 18l-6-6 6-6" : "M9 6l6 6-6 6"} />
      </svg>
    </button>
  );
}
