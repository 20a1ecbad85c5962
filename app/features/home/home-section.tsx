import { Carousel } from "#app/components/carousel.tsx";
import { EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";

/** One of the home page's carousels; when it failed to load (null) or is empty, its heading and why. */
export function HomeSection<T>({
  title,
  viewAllHref,
  items,
  errorText,
  emptyText,
  render,
}: {
  title: string;
  viewAllHref: string;
  items: T[] | null;
  errorText: string;
  emptyText: string;
  render: (item: T) => React.ReactNode;
}) {
  if (items !== null && items.length > 0) {
    return (
      <Carousel title={title} viewAllHref={viewAllHref}>
        {items.map(render)}
      </Carousel>
    );
  }
  return (
    <section aria-label={title} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 className="mb-6 font-serif text-3xl font-semibold text-slate-900">{title}</h2>
      {items === null ? <ErrorNotice>{errorText}</ErrorNotice> : <EmptyNotice>{emptyText}</EmptyNotice>}
    </section>
  );
}
