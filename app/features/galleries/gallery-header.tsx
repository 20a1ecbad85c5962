import { Link } from "#app/components/link.tsx";
import { DirectionsLinks } from "#app/features/map/directions-links.tsx";
import { ExternalLinks, profileLinks } from "#app/components/external-links.tsx";
import { OpenState } from "#app/features/hours/open-state.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SaveSlot } from "#app/features/saved/save-slot.tsx";
import { ShareControl } from "#app/features/share/share-control.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { isolateTimeRanges, textLang } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { galleryPath } from "#app/lib/urls.ts";
import type { GalleryPage } from "./gallery-page.server.ts";
import { OtherLanguage } from "#app/components/other-language.tsx";

/** The top of a gallery's page, over its picture: name, address, directions, whether it is open, links, save and share. */
export function GalleryHeader({
  gallery,
  picture,
  hours,
  directions,
  share,
}: Pick<GalleryPage, "gallery" | "picture" | "hours" | "directions" | "share">) {
  const locale = useLocale();
  return (
    <header className="relative isolate overflow-hidden bg-slate-900">
      <ResponsiveImage
        image={picture.image}
        src={picture.url}
        alt={`${gallery.name}, ${gallery.city}`}
        sizes="100vw"
        isPriority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
      />
      <div className="mx-auto max-w-7xl px-4 pt-32 pb-12 text-white sm:px-6">
        <p className="text-sm font-semibold tracking-wide uppercase">
          <Link to="/galleries" className="hover:underline">
            {m.nav_galleries()}
          </Link>
        </p>
        <h1 className="mt-2 font-serif text-4xl font-semibold sm:text-5xl">
          <OtherLanguage lang={gallery.langs.name}>{gallery.name}</OtherLanguage>
        </h1>
        <p className="mt-3 text-lg">
          <bdi {...textLang(gallery.langs.street)}>{gallery.street}</bdi>,{" "}
          <bdi {...textLang(gallery.langs.city)}>{gallery.city}</bdi>
        </p>
        <DirectionsLinks directions={directions} linkClass="font-medium underline underline-offset-4" />
        {hours ? <OpenState state={hours.state} isOnDark className="mt-2" /> : null}
        {/* With weekly hours the free text is only a note, and may be left out: the open state says the rest. */}
        {gallery.hours.trim() ? (
          <p className="mt-1">
            <bdi {...textLang(gallery.langs.hours)}>
              {isolateTimeRanges(gallery.hours, (gallery.langs.hours ?? locale) === "he")}
            </bdi>
          </p>
        ) : null}
        <ExternalLinks
          links={profileLinks(gallery, { hasTwitter: false })}
          linkClass="font-medium underline underline-offset-4"
        />
        <SaveSlot
          variant="page"
          item={{
            kind: "gallery",
            id: gallery.id,
            path: galleryPath(gallery.slug),
            title: gallery.name,
            lang: gallery.langs.name,
          }}
        />
        <ShareControl share={share} className="mt-6 text-white" />
      </div>
    </header>
  );
}
