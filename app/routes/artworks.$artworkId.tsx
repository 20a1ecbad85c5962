import { Link } from "#app/components/link.tsx";
import { readFormData } from "#app/features/forms/form-data.server.ts";
import { SelectField, TextArea, TextField } from "#app/components/form-fields.tsx";
import { PageErrorNotice } from "#app/components/notices.tsx";
import { NameAndEmailFields, SuccessPanel, VisitorForm } from "#app/components/visitor-form.tsx";
import { getConfig } from "#app/lib/config.server.ts";
import { issueFormToken } from "#app/features/forms/anti-spam.server.ts";
import { LIMITS } from "#app/features/forms/fields.ts";
import { countryName } from "#app/features/forms/countries.ts";
import { countryGroups, type CountryGroup } from "#app/features/forms/countries.server.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { inquirySchema } from "#app/features/forms/schemas.ts";
import { handleVisitorForm } from "#app/features/forms/submissions.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { createInquiry } from "#app/models/inquiries.server.ts";
import { mailToAdministrator, type OutgoingMail } from "#app/models/mail.server.ts";
import { NotFound } from "#app/components/not-found.tsx";
import { ArtworkZoom } from "#app/components/artwork-zoom.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { getArtworkBySlugOrId, listArtworksByArtist } from "#app/models/artworks.server.ts";
import { getGalleryById } from "#app/models/galleries.server.ts";
import { artworkFactsJsonLd, describePrice, listFactLines } from "#app/features/facts/facts.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { toArtworkCard } from "#app/features/cards/cards.ts";
import { ArtworkCard, GRID_CARD_SIZES } from "#app/components/cards.tsx";
import {
  artworkSeoDescription,
  artworkSeoTitle,
  seoContext,
  seoImage,
  seoMeta,
  visualArtworkJsonLd,
} from "#app/features/seo/seo.ts";
import { getSeoContext } from "#app/features/seo/seo.server.ts";
import { requireCanonicalAddress } from "#app/lib/canonical.server.ts";
import { markPersonalWhen } from "#app/lib/request-context.ts";
import { localizeArtwork, localizeGallery } from "#app/features/i18n/localize.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { BidiMessage } from "#app/components/bidi-message.tsx";
import { SaveSlot } from "#app/components/save-slot.tsx";
import { ShareControl } from "#app/components/share-control.tsx";
import { shareView } from "#app/features/share/share-texts.server.ts";
import type { Route } from "./+types/artworks.$artworkId";
import { artistPath, artworkPath, galleryPath } from "#app/lib/urls.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";

/** How many of the artist's other works end the page. */
const MORE_BY_ARTIST = 6;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  return loadPage("an artwork", async () => {
    // An artwork whose artist is missing is not found (the lookup joins its artist).
    const stored = await getArtworkBySlugOrId(params.artworkId);
    if (!stored) return null;
    requireCanonicalAddress("artworks", stored.slug, params.artworkId, url);
    const locale = getRequestLocale();
    const artwork = localizeArtwork(stored, locale);
    const { userId: _userId, he: _he, artistNameHe: _artistNameHe, facts, ...publicArtwork } = artwork;
    const [rates, gallery, others] = await Promise.all([
      getPageRates(),
      stored.galleryId ? getGalleryById(stored.galleryId) : null,
      listArtworksByArtist(stored.artistId, { limit: MORE_BY_ARTIST + 1 }),
    ]);
    const seoContext = getSeoContext();
    const isSold = facts.availability === "sold";
    const shownGallery = gallery && localizeGallery(gallery, locale);
    return {
      share: shareView(artworkPath(artwork.slug), m.artwork_by(artwork)),
      artwork: publicArtwork,
      // Composed here in the page's language: the words and arithmetic of facts stay on the server.
      facts: listFactLines(facts, locale, { materials: artwork.langs.materials }),
      price: describePrice(facts, rates, locale),
      texts: {
        facts: m.fact_heading(),
        price: m.fact_price(),
        heldAt: m.artwork_held_at(),
        moreBy: m.artwork_more_by({ name: artwork.artistName }),
        inquiryTitle: isSold ? m.artwork_similar_title() : m.artwork_inquiry_title(),
        inquiryIntro: isSold ? m.artwork_similar_intro({ name: artwork.artistName }) : m.artwork_inquiry_intro(),
      },
      gallery: shownGallery && {
        slug: shownGallery.slug,
        name: shownGallery.name,
        city: shownGallery.city,
        langs: { name: shownGallery.langs.name, city: shownGallery.langs.city },
      },
      moreByArtist: others
        .filter((other) => other.id !== stored.id)
        .slice(0, MORE_BY_ARTIST)
        .map((other) =>
          toArtworkCard(
            {
              ...other,
              artistName: stored.artistName,
              artistNameHe: stored.artistNameHe,
              artistSlug: stored.artistSlug,
            },
            locale,
            rates,
          ),
        ),
      seo: {
        title: artworkSeoTitle(artwork, seoContext.siteName),
        description: artworkSeoDescription(artwork),
        path: artworkPath(artwork.slug),
        image: seoImage(artwork.imageUrl, artwork.image, m.artwork_by(artwork), seoContext),
        type: "article" as const,
        jsonLd: visualArtworkJsonLd(
          artwork,
          seoContext,
          artworkFactsJsonLd(facts, `${seoContext.origin}${localizedPath(artworkPath(artwork.slug), locale)}`),
        ),
      },
      token: await issueFormToken("inquiry", artwork.id),
      countryGroups: countryGroups(getRequestLocale()),
      isSent: markPersonalWhen(context, url.searchParams.get("inquiry") === "sent"),
    };
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { origin, siteName, mail } = getConfig();
  const locale = getRequestLocale();
  return handleVisitorForm({
    form: "inquiry",
    formData: await readFormData(request),
    clientAddress: context.get(clientAddressContext),
    schema: inquirySchema,
    failureMessage: m.inquiry_failure(),
    // The choices to show the inquiry again with, should the artwork's page fail to load.
    withRefusal: { countryGroups: countryGroups(locale) },
    find: () => getArtworkBySlugOrId(params.artworkId),
    subjectOf: (artwork) => artwork.id,
    successUrl: (artwork) => `${artworkPath(artwork.slug)}?inquiry=sent#inquiry`,
    async store(input, stored) {
      // Both mails are in the language of the page the visitor wrote from, naming the work as that
      // page does and linking to it; the inbox keeps the stored title.
      const artwork = localizeArtwork(stored, locale);
      const country = countryName(input.country, locale);
      const artworkUrl = `${origin}${localizedPath(artworkPath(artwork.slug), locale)}`;
      const about = { title: artwork.title, artist: artwork.artistName };
      const mails: OutgoingMail[] = [
        mailToAdministrator(
          m.mail_inquiry_subject({ title: artwork.title }),
          [
            m.mail_inquiry_intro({ name: input.name, ...about }),
            ...(stored.facts.availability === "sold" ? [m.mail_inquiry_sold()] : []),
            "",
            m.mail_inquiry_email({ email: input.email }),
            m.mail_inquiry_phone({ phone: input.phone }),
            m.mail_inquiry_country({ country }),
            m.mail_inquiry_artwork({ url: artworkUrl }),
            ...(input.message ? ["", m.mail_inquiry_question(), input.message] : []),
          ].join("\n"),
          input.email,
        ),
      ];
      // The visitor's confirmation goes out only through a real mail server.
      if (mail.smtpUrl) {
        mails.push({
          to: input.email,
          subject: m.mail_inquiry_confirm_subject({ title: artwork.title }),
          body: [
            m.mail_inquiry_confirm_greeting({ name: input.name }),
            "",
            m.mail_inquiry_confirm_thanks({ ...about, url: artworkUrl }),
            m.mail_inquiry_confirm_next(),
            "",
            `${siteName}`,
          ].join("\n"),
        });
      }
      await createInquiry({ ...input, artworkId: stored.id, artworkTitle: stored.title }, { mails });
    },
  });
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

function InquiryForm({
  action,
  token,
  countryGroups,
  actionData,
}: {
  action: string;
  token: string;
  /** The country choices, named in the page's language by the server. */
  countryGroups: readonly CountryGroup[];
  actionData: Route.ComponentProps["actionData"];
}) {
  return (
    <VisitorForm
      key={JSON.stringify(actionData ?? null)}
      form="inquiry"
      action={action}
      token={token}
      refusal={actionData?.refusal}
      submitLabel={m.inquiry_submit()}
      footnote={m.inquiry_footnote()}
    >
      {(field) => (
        <>
          <NameAndEmailFields field={field} />
          <TextField
            {...field("phone")}
            label={m.inquiry_phone_label()}
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
          />
          <SelectField
            {...field("country")}
            label={m.inquiry_country_label()}
            placeholder={m.inquiry_country_placeholder()}
            groups={countryGroups}
          />
          <TextArea
            {...field("message")}
            label={m.inquiry_question_label()}
            isRequired={false}
            maxLength={LIMITS.question}
            rows={4}
          />
        </>
      )}
    </VisitorForm>
  );
}

/** The thank-you line, with the artwork's title isolated inside the sentence. */
function InquirySentText({ title }: { title: string }) {
  return (
    <p>
      <BidiMessage message={m.inquiry_sent_text} values={{ title }} />
    </p>
  );
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
        {actionData?.refusal ? (
          <section aria-label="Your inquiry" className="mx-auto max-w-xl px-4 pb-16">
            <InquiryForm
              action={`${artworkPath(params.artworkId)}#inquiry`}
              token=""
              countryGroups={actionData.countryGroups}
              actionData={actionData}
            />
          </section>
        ) : null}
      </>
    );
  }
  const { artwork, texts, gallery } = loaderData;
  const alt = m.artwork_by(artwork);
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="relative self-start">
          <ResponsiveImage
            image={artwork.image}
            src={artwork.imageUrl}
            alt={alt}
            sizes="(min-width: 1024px) 60vw, 100vw"
            isPriority
            fit="contain"
            className="h-auto w-full rounded-xl bg-sand-100 object-contain shadow-sm"
          />
          <ArtworkZoom image={artwork.image} src={artwork.imageUrl} alt={alt} />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Link to="/artworks" className="hover:underline">
              {m.nav_artworks()}
            </Link>
          </p>
          <h1 className="mt-2 font-serif text-4xl font-semibold text-slate-900" {...textLang(artwork.langs.title)}>
            {artwork.title}
          </h1>
          <p className="mt-3 text-lg text-slate-800">
            {m.credit_by()}{" "}
            <Link to={artistPath(artwork.artistSlug)} className="font-semibold text-brand-700 hover:underline">
              <bdi {...textLang(artwork.langs.artistName)}>{artwork.artistName}</bdi>
            </Link>
            {artwork.year ? (
              <span>
                , <bdi>{artwork.year}</bdi>
              </span>
            ) : null}
          </p>
          {loaderData.price ? (
            <div className="mt-6">
              <p className="text-2xl font-semibold text-slate-900">
                <span className="sr-only">{texts.price}: </span>
                {loaderData.price.amount}
              </p>
              {loaderData.price.approximations ? (
                <p className="mt-1 text-slate-800">{loaderData.price.approximations}</p>
              ) : null}
              {loaderData.price.ratesNote ? (
                <p className="mt-1 text-sm text-slate-700">{loaderData.price.ratesNote}</p>
              ) : null}
            </div>
          ) : null}
          {artwork.description ? (
            <p className="mt-6 text-lg whitespace-pre-line text-slate-800" {...textLang(artwork.langs.description)}>
              {artwork.description}
            </p>
          ) : null}
          <section aria-labelledby="facts-title" className="mt-8">
            <h2 id="facts-title" className="font-serif text-xl font-semibold text-slate-900">
              {texts.facts}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-800">
              {loaderData.facts.map((fact) => (
                <div key={fact.label} className="contents">
                  <dt className="font-medium text-slate-700">{fact.label}</dt>
                  <dd {...textLang(fact.lang)}>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {gallery ? (
            <section aria-labelledby="held-at-title" className="mt-8">
              <h2 id="held-at-title" className="font-serif text-xl font-semibold text-slate-900">
                {texts.heldAt}
              </h2>
              <p className="mt-2 text-slate-800">
                <Link to={galleryPath(gallery.slug)} className="font-semibold text-brand-700 hover:underline">
                  <bdi {...textLang(gallery.langs.name)}>{gallery.name}</bdi>
                </Link>
                {gallery.city ? (
                  <>
                    {" · "}
                    <bdi {...textLang(gallery.langs.city)}>{gallery.city}</bdi>
                  </>
                ) : null}
              </p>
            </section>
          ) : null}
          <SaveSlot
            variant="page"
            item={{
              kind: "artwork",
              id: artwork.id,
              path: artworkPath(artwork.slug),
              title: artwork.title,
              lang: artwork.langs.title,
            }}
          />
          <ShareControl share={loaderData.share} className="mt-8 text-slate-800" />
          <section
            id="inquiry"
            aria-labelledby="inquiry-title"
            className="mt-10 rounded-xl bg-white p-6 ring-1 ring-slate-200"
          >
            <h2 id="inquiry-title" className="font-serif text-2xl font-semibold text-slate-900">
              {texts.inquiryTitle}
            </h2>
            <p className="mt-2 mb-4 text-slate-700">{texts.inquiryIntro}</p>
            {loaderData.isSent ? (
              <SuccessPanel
                title={m.inquiry_sent_title()}
                againHref={`${artworkPath(artwork.slug)}#inquiry`}
                againLabel={m.inquiry_send_another()}
              >
                <InquirySentText title={artwork.title} />
              </SuccessPanel>
            ) : (
              <InquiryForm
                action={`${artworkPath(artwork.slug)}#inquiry`}
                token={loaderData.token}
                countryGroups={loaderData.countryGroups}
                actionData={actionData}
              />
            )}
          </section>
        </div>
      </div>
      {loaderData.moreByArtist.length > 0 ? (
        <section aria-labelledby="more-by-title" className="mt-16">
          <h2 id="more-by-title" className="font-serif text-2xl font-semibold text-slate-900">
            {texts.moreBy}
          </h2>
          <ul className="mt-6 grid grid-cols-2 items-start gap-3 sm:gap-8 lg:grid-cols-3">
            {loaderData.moreByArtist.map((other) => (
              <li key={other.slug}>
                <ArtworkCard artwork={other} sizes={GRID_CARD_SIZES} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
