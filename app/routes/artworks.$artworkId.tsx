import { PageErrorNotice } from "#app/components/notices.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { ArtworkDetails } from "#app/features/artworks/artwork-details.tsx";
import { loadArtworkPage } from "#app/features/artworks/artwork-page.server.ts";
import { InquiryForm } from "#app/features/inquiries/inquiry-form.tsx";
import { sendInquiry } from "#app/features/inquiries/send-inquiry.server.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { artworkPath } from "#app/lib/urls.ts";
import type { Route } from "./+types/artworks.$artworkId";

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadArtworkPage({ artworkId: params.artworkId, url, context });
}

export function action({ params, request, context }: Route.ActionArgs) {
  return sendInquiry({ artworkId: params.artworkId, request, context });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  if (loaderData?.state !== "ok") {
    return [
      { title: `${loaderData?.state === "error" ? m.nav_artworks() : m.artwork_not_found()} | ${context.siteName}` },
    ];
  }
  return seoMeta(loaderData.seo, context);
}

export default function ArtworkPage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.state === "not-found") {
    return <NotFound title={m.artwork_not_found()} returnTo="/artworks" returnLabel={m.artwork_return()} />;
  }
  if (loaderData.state === "error") {
    return (
      <>
        <PageErrorNotice>{m.artwork_error()}</PageErrorNotice>
        {/* An inquiry refused while the database was down comes back as typed, to send again. */}
        {actionData ? (
          <section aria-label="Your inquiry" className="mx-auto max-w-xl px-4 pb-16">
            <InquiryForm action={`${artworkPath(params.artworkId)}#inquiry`} token="" actionData={actionData} />
          </section>
        ) : null}
      </>
    );
  }
  return <ArtworkDetails page={loaderData} actionData={actionData} />;
}
