import { NotFound } from "#app/components/not-found.tsx";
import { PageErrorNotice } from "#app/components/notices.tsx";
import { GalleryDetails } from "#app/features/galleries/gallery-details.tsx";
import { loadGalleryPage } from "#app/features/galleries/gallery-page.server.ts";
import { useRefreshAt } from "#app/features/hours/use-refresh-at.ts";
import { ReviewForm } from "#app/features/reviews/review-form.tsx";
import { sendReview } from "#app/features/reviews/send-review.server.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { galleryPath } from "#app/lib/urls.ts";
import type { Route } from "./+types/galleries.$galleryId";

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadGalleryPage({ galleryId: params.galleryId, url, context });
}

export function action({ params, request, context }: Route.ActionArgs) {
  return sendReview({ galleryId: params.galleryId, request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  if (loaderData?.state !== "ok") {
    return [
      { title: `${loaderData?.state === "error" ? m.nav_galleries() : m.gallery_not_found()} | ${context.siteName}` },
    ];
  }
  return seoMeta(loaderData.seo, context);
}

export default function GalleryPage({ loaderData, actionData, params }: Route.ComponentProps) {
  useRefreshAt(loaderData.state === "ok" ? loaderData.changesAt : null);
  if (loaderData.state === "not-found") {
    return <NotFound title={m.gallery_not_found()} returnTo="/galleries" returnLabel={m.gallery_return()} />;
  }
  if (loaderData.state === "error") {
    return (
      <>
        <PageErrorNotice>{m.galleries_error()}</PageErrorNotice>
        {/* A review refused while the database was down comes back as typed, to send again. */}
        {actionData ? (
          <section aria-label="Your review" className="mx-auto max-w-xl px-4 pb-16">
            <ReviewForm action={`${galleryPath(params.galleryId)}#write-review`} token="" actionData={actionData} />
          </section>
        ) : null}
      </>
    );
  }
  return <GalleryDetails page={loaderData} actionData={actionData} />;
}
