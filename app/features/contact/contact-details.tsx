import { Fragment } from "react";
import type { Locale } from "#app/lib/i18n.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { useContactEmail } from "#app/lib/root-data.ts";

// Messages, read at render in the page's language.
const help = [
  m.contact_help_artist,
  m.contact_help_purchase,
  m.contact_help_visits,
  m.contact_help_press,
  m.contact_help_suggest,
];

/** What the contact page can help with, and the office's address and mail (each left out when there is none). */
export function ContactDetails({
  officeAddress,
  officeAddressLang,
}: {
  officeAddress: string;
  officeAddressLang: Locale | undefined;
}) {
  const email = useContactEmail();
  const officeLines = officeAddress.split("\n").filter((line) => line.trim() !== "");
  return (
    <div className="space-y-10">
      <section aria-labelledby="help-title">
        <h2 id="help-title" className="font-serif text-2xl font-semibold text-slate-900">
          {m.contact_help_title()}
        </h2>
        <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-800">
          {help.map((item, index) => (
            <li key={index}>{item()}</li>
          ))}
        </ul>
      </section>
      {officeLines.length > 0 || email ? (
        <section aria-labelledby="office-title">
          <h2 id="office-title" className="font-serif text-2xl font-semibold text-slate-900">
            {m.contact_office_title()}
          </h2>
          {officeLines.length > 0 ? (
            <address className="mt-4 text-slate-800 not-italic">
              {/* Each line in a <bdi>: its letters set its direction, the block keeps the page's alignment. */}
              {officeLines.map((line, index) => (
                <Fragment key={index}>
                  {index > 0 ? <br /> : null}
                  <bdi {...textLang(officeAddressLang)}>{line}</bdi>
                </Fragment>
              ))}
            </address>
          ) : null}
          {email ? (
            <p className="mt-4">
              <a href={`mailto:${email}`} className="font-medium text-brand-700 hover:underline">
                <bdi>{email}</bdi>
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
