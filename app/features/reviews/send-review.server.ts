import { type RouterContextProvider } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { reviewSchema } from "#app/features/visitor-forms/visitor-schemas.ts";
import { handleVisitorForm } from "#app/features/visitor-forms/submissions.server.ts";
import { localizeGallery } from "#app/features/i18n/localize.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { galleryPath } from "#app/lib/urls.ts";
import { getGalleryBySlugOrId } from "#app/models/galleries.server.ts";
import { mailToAdministrator } from "#app/models/mail.server.ts";
import { createVisitorReview } from "#app/models/reviews.server.ts";

/**
 * The review form on a gallery's page: the review is stored pending, with the mail asking the
 * administrator to approve it, in one transaction; then the page says it was sent.
 */
export async function sendReview({
  galleryId,
  request,
  context,
}: {
  /** The address's slug or id. */
  galleryId: string;
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  return handleVisitorForm({
    form: "review",
    formData: await readFormData(request),
    clientAddress: context.get(clientAddressContext),
    schema: reviewSchema,
    failureMessage: m.review_failure(),
    find: () => getGalleryBySlugOrId(galleryId),
    subjectOf: (gallery) => gallery.id,
    successUrl: (gallery) => `${galleryPath(gallery.slug)}?review=sent#write-review`,
    async store(input, stored) {
      // In the language of the page the visitor wrote from, naming the gallery as that page does.
      const gallery = localizeGallery(stored, getRequestLocale());
      const mail = mailToAdministrator(
        m.mail_review_subject({ gallery: gallery.name }),
        [
          m.mail_review_intro({ name: input.name, gallery: gallery.name, rating: input.rating }),
          "",
          input.content,
          "",
          m.mail_review_approve({ url: `${getConfig().origin}/admin/reviews/pending` }),
        ].join("\n"),
      );
      // Pending until the administrator approves it: never shown before.
      await createVisitorReview({ galleryId: stored.id, ...input }, { mails: [mail] });
    },
  });
}
