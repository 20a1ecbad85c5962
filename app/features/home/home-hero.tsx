import { Link } from "#app/components/link.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { STOCK_HERO_IMAGE } from "#app/lib/image-variants.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { HomeHeroArtwork } from "./home-page.server.ts";
import { OtherLanguage } from "#app/components/other-language.tsx";

const buttons = [
  { to: "/artists", label: m.home_explore_artists, isPrimary: true },
  { to: "/artworks", label: m.home_view_artworks, isPrimary: false },
  { to: "/galleries", label: m.home_visit_galleries, isPrimary: false },
] as const;

/** The home page's opening: the hero artwork (or the stock picture) with its credit, the title and the ways in. */
export function HomeHero({ hero }: { hero: HomeHeroArtwork | null }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex h-[80vh] min-h-[500px] items-center justify-center overflow-hidden bg-slate-900"
    >
      {hero ? (
        // The credit below names the work; the picture itself adds nothing for a screen reader.
        <ResponsiveImage
          image={hero.picture.image}
          src={hero.picture.url}
          alt=""
          sizes="100vw"
          isPriority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-75"
        />
      ) : (
        <ResponsiveImage
          image={STOCK_HERO_IMAGE}
          src="/images/hero.jpg"
          alt=""
          sizes="100vw"
          isPriority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-75"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-900/40 via-slate-900/30 to-slate-900/70" />
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h1 id="hero-title" className="font-serif text-4xl font-bold text-white sm:text-6xl">
          {m.home_title()}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-100 sm:text-xl">{m.home_subtitle()}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          {buttons.map((button) => (
            <Link
              key={button.to}
              to={button.to}
              className={
                button.isPrimary
                  ? "rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-900"
                  : "rounded-md bg-white/95 px-6 py-3 font-semibold text-slate-900 shadow hover:bg-white"
              }
            >
              {button.label()}
            </Link>
          ))}
        </div>
      </div>
      {hero ? (
        <p className="absolute end-4 bottom-4 max-w-[calc(100%-2rem)] rounded bg-slate-900/80 px-3 py-1.5 text-sm text-white">
          <Link to={hero.path} className="underline underline-offset-4 hover:text-sand-50">
            <cite className="font-semibold not-italic">
              <OtherLanguage lang={hero.langs.title}>{hero.title}</OtherLanguage>
            </cite>{" "}
            {m.credit_by()} <bdi {...textLang(hero.langs.artistName)}>{hero.artistName}</bdi>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
