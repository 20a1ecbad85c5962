import { m } from "#app/lib/paraglide/messages.js";
import type { GalleryPage } from "./gallery-page.server.ts";
import { OtherLanguage } from "#app/components/other-language.tsx";

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** One contact line: a link when the value checks out, else the value as text (never linked). */
function ContactValue({ value, href }: { value: string; href: string | null }) {
  // Numbers and addresses read left to right on a Hebrew page too.
  return href ? (
    <a href={href} dir="ltr" className={linkClass}>
      {value}
    </a>
  ) : (
    <bdi dir="ltr">{value}</bdi>
  );
}

/**
 * What a visitor needs before going: phone (tel:), e-mail (mailto:), WhatsApp (https://wa.me/…),
 * admission and accessibility. Nothing at all when none of them is known.
 */
export function GalleryVisit({ gallery, contactLinks }: Pick<GalleryPage, "gallery" | "contactLinks">) {
  const { contact, admission, accessibility, langs } = gallery;
  const rows = [
    contact.phone && {
      term: m.gallery_phone(),
      detail: <ContactValue value={contact.phone} href={contactLinks.phone} />,
    },
    contact.email && {
      term: m.gallery_email(),
      detail: <ContactValue value={contact.email} href={contactLinks.email} />,
    },
    contact.whatsapp && {
      term: m.gallery_whatsapp(),
      detail: <ContactValue value={contact.whatsapp} href={contactLinks.whatsapp} />,
    },
    admission && {
      term: m.gallery_admission(),
      detail: admission.isFree ? (
        m.gallery_admission_free()
      ) : (
        <OtherLanguage lang={langs.admissionPrice}>{admission.price}</OtherLanguage>
      ),
    },
    (accessibility.isStepFree !== null || accessibility.note) && {
      term: m.gallery_accessibility(),
      detail: (
        <>
          {accessibility.isStepFree === null ? null : (
            <span className="block">
              {accessibility.isStepFree ? m.gallery_step_free_yes() : m.gallery_step_free_no()}
            </span>
          )}
          {accessibility.note ? (
            <span className="block whitespace-pre-line">
              <OtherLanguage lang={langs.accessibilityNote}>{accessibility.note}</OtherLanguage>
            </span>
          ) : null}
        </>
      ),
    },
  ].filter((row) => !!row);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="visit-title">
      <h2 id="visit-title" className="font-serif text-3xl font-semibold text-slate-900">
        {m.gallery_visit_heading()}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-slate-800 sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="font-semibold text-slate-900">{row.term}</dt>
            <dd>{row.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
