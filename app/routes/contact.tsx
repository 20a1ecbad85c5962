import { useRouteLoaderData } from "react-router";
import { PageHeader } from "#app/components/notices.tsx";
import { seoContext, seoMeta } from "#app/lib/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  return seoMeta(
    {
      title: `Contact Us | ${context.siteName}`,
      description:
        "Questions about an artist, an artwork or a gallery visit in Israel? Write to us: we help collectors, curators and travellers from abroad.",
      path: "/contact",
    },
    context,
  );
}

const help = [
  "Finding out more about an artist or an artwork before you buy",
  "Arranging the purchase and international shipping of a piece",
  "Planning gallery visits in Tel Aviv-Yafo, Jerusalem, Haifa and beyond",
  "Press, curatorial and partnership requests",
  "Suggesting an Israeli artist or gallery for the collection",
];

export default function Contact() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const email = root?.contactEmail ?? "";
  return (
    <>
      <PageHeader title="Contact Us">
        <p>
          Whether you are a collector, a curator or a traveller planning a visit, we would love to hear from you. We
          answer every message, usually within two working days.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-8 sm:px-6 lg:grid-cols-2">
        <div className="space-y-10">
          <section aria-labelledby="help-title">
            <h2 id="help-title" className="font-serif text-2xl font-semibold text-slate-900">
              How we can help
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
              {help.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="office-title">
            <h2 id="office-title" className="font-serif text-2xl font-semibold text-slate-900">
              Our office
            </h2>
            {/* A placeholder address, as in the spec. */}
            <address className="mt-4 text-slate-800 not-italic">
              Omanut Art Platform
              <br />
              123 Art Street
              <br />
              Tel Aviv-Yafo, Israel
            </address>
            {email ? (
              <p className="mt-4">
                <a href={`mailto:${email}`} className="font-medium text-brand-700 hover:underline">
                  {email}
                </a>
              </p>
            ) : null}
          </section>
        </div>
        <section aria-labelledby="message-title" className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
          <h2 id="message-title" className="font-serif text-2xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <p className="mt-2 text-slate-700">The message form opens soon. Until then, please write to us by email.</p>
        </section>
      </div>
    </>
  );
}
