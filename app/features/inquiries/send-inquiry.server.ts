import { type RouterContextProvider } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { countryName } from "#app/features/inquiries/country-names.ts";
import { inquirySchema } from "#app/features/visitor-forms/visitor-schemas.ts";
import { handleVisitorForm } from "#app/features/visitor-forms/submissions.server.ts";
import { localizeArtwork } from "#app/features/i18n/localize.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { artworkPath } from "#app/lib/urls.ts";
import { getArtworkBySlugOrId } from "#app/models/artworks.server.ts";
import { createInquiry } from "#app/models/inquiries.server.ts";
import { mailToAdministrator, type OutgoingMail } from "#app/models/mail.server.ts";

/**
 * The inquiry form on an artwork's page: the visitor's question is stored with the mail to the
 * administrator (and, through a real mail server, the visitor's confirmation) in one transaction,
 * then the page says it was sent.
 */
export async function sendInquiry({
  artworkId,
  request,
  context,
}: {
  /** The address's slug or id. */
  artworkId: string;
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { origin, siteName, mail } = getConfig();
  const locale = getRequestLocale();
  return handleVisitorForm({
    form: "inquiry",
    formData: await readFormData(request),
    clientAddress: context.get(clientAddressContext),
    schema: inquirySchema,
    failureMessage: m.inquiry_failure(),
    find: () => getArtworkBySlugOrId(artworkId),
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
      // The inquiry and its mails are written in one transaction.
      await createInquiry({ ...input, artworkId: stored.id, artworkTitle: stored.title }, { mails });
    },
  });
}
