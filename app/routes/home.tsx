import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const siteName = matches[0]?.loaderData?.siteName ?? "Omanut";
  return [
    { title: `${siteName} — Discover Israeli Art` },
    {
      name: "description",
      content:
        "Explore a curated collection of Israel's finest artists and galleries, showcasing the country's vibrant and diverse art scene.",
    },
  ];
}

const buttons = [
  { to: "/artists", label: "Explore Artists", primary: true },
  { to: "/artworks", label: "View Artworks", primary: false },
  { to: "/galleries", label: "Visit Galleries", primary: false },
] as const;

export default function Home() {
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative isolate flex h-[80vh] min-h-[500px] items-center justify-center overflow-hidden bg-slate-900"
      >
        <ResponsiveImage
          image={null}
          src="/images/hero.jpg"
          alt=""
          sizes="100vw"
          width={1920}
          height={1080}
          isPriority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-75"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-900/40 via-slate-900/30 to-slate-900/70" />
        <div className="mx-auto max-w-4xl px-4 text-center">
          <h1 id="hero-title" className="font-serif text-4xl font-bold text-white sm:text-6xl">
            Discover Israeli Art
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-100 sm:text-xl">
            Explore a curated collection of Israel&apos;s finest artists and galleries, showcasing the country&apos;s
            vibrant and diverse art scene.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            {buttons.map((button) => (
              <Link
                key={button.to}
                to={button.to}
                className={
                  button.primary
                    ? "rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-900"
                    : "rounded-md bg-white/95 px-6 py-3 font-semibold text-slate-900 shadow hover:bg-white"
                }
              >
                {button.label}
              </Link>
            ))}
          </div>
        </div>
      </section>
      <section aria-labelledby="mission-title" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="mission-title" className="font-serif text-3xl font-semibold">
          Israeli art, for the world
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          We connect Israeli artists and galleries with an international audience. Meet painters, photographers and
          sculptors from Tel Aviv to the Negev, see their work, find the galleries that show it, and reach out to buy a
          piece you love.
        </p>
      </section>
    </>
  );
}
