import { type RouterContextProvider } from "react-router";
import { issueFormToken } from "#app/features/visitor-forms/anti-spam.server.ts";
import { getSeoContext } from "#app/features/seo/seo.server.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { localizedText, type LocalizedText } from "#app/lib/localized-text.ts";
import { logError } from "#app/lib/log.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { markPersonalWhen } from "#app/lib/request-context.ts";
import { getSiteSettings } from "#app/models/site.server.ts";

/** The contact page: the office address (left out when it cannot be read), the page's SEO texts and the form's token. */
export async function loadContactPage({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  // The form still works when the address cannot be read: it is left out.
  const office: LocalizedText = await getSiteSettings().then(
    (settings) => localizedText(settings?.officeAddress ?? "", settings?.officeAddressHe, getRequestLocale()),
    (error: unknown) => {
      logError("Loading the office address failed", error);
      return { text: "" };
    },
  );
  return {
    officeAddress: office.text,
    officeAddressLang: office.lang,
    // Composed here, in the page's language, so the browser carries neither text nor builder.
    seo: {
      title: m.contact_meta_title({ siteName: getSeoContext().siteName }),
      description: m.contact_meta_description(),
      path: "/contact",
    },
    token: await issueFormToken("contact"),
    isSent: markPersonalWhen(context, url.searchParams.get("sent") === "1"),
  };
}
