import { href, redirect } from "react-router";
import { handleAdminAction } from "#app/features/admin/admin-action.server.ts";
import { requireAdmin, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { PAGE_SIZE, parsePage } from "#app/lib/urls.ts";
import { countInquiries, listInquiries, setInquiryStatus } from "#app/models/inquiries.server.ts";
import { listOutbox } from "#app/models/mail.server.ts";
import { countMessages, listMessages, setMessageStatus } from "#app/models/messages.server.ts";
import { INBOX_STATUSES, type InboxStatus } from "./inbox-statuses.ts";

/** A list's page; an address with a page that is not one shows the first. */
function readPage(url: URL, name: string): number {
  return parsePage(url, name) ?? 1;
}

/** The inbox page: a page of inquiries, a page of messages (each list paged on its own), and mail that failed. */
export async function loadInbox(args: AdminRequest & { url: URL }) {
  await requireAdmin(args);
  const inquiriesPage = readPage(args.url, "inquiriesPage");
  const messagesPage = readPage(args.url, "messagesPage");
  return loadPage("the inbox", async () => {
    const [inquiries, inquiryCount, messages, messageCount, failedMail] = await Promise.all([
      listInquiries({ limit: PAGE_SIZE, offset: (inquiriesPage - 1) * PAGE_SIZE }),
      countInquiries(),
      listMessages({ limit: PAGE_SIZE, offset: (messagesPage - 1) * PAGE_SIZE }),
      countMessages(),
      listOutbox({ status: "failed", limit: 20 }),
    ]);
    return {
      inquiries,
      inquiriesPage,
      inquiryPageCount: Math.max(1, Math.ceil(inquiryCount / PAGE_SIZE)),
      messages,
      messagesPage,
      messagePageCount: Math.max(1, Math.ceil(messageCount / PAGE_SIZE)),
      failedMail,
    };
  });
}

/** An inquiry's or a message's new status (kind, id, status), then back to the same page of the same list. */
export function handleInboxStatus(args: AdminRequest) {
  return handleAdminAction(args, {
    values: (form) => ({ kind: String(form.get("kind") ?? ""), id: String(form.get("id") ?? "") }),
    failure: () => ({ log: "setting an inbox status failed", error: m.admin_inbox_status_failed() }),
    async change({ form, audit, refuse }) {
      const kind = form.get("kind");
      const id = String(form.get("id") ?? "");
      const status = String(form.get("status") ?? "") as InboxStatus;
      if ((kind !== "inquiry" && kind !== "message") || !id || !INBOX_STATUSES.includes(status)) {
        return refuse(400, m.admin_inbox_choose_status());
      }
      const isUpdated = kind === "inquiry" ? await setInquiryStatus(id, status) : await setMessageStatus(id, status);
      if (!isUpdated) {
        return refuse(404, kind === "inquiry" ? m.admin_inbox_inquiry_gone() : m.admin_inbox_message_gone());
      }
      await audit({ action: "inbox_status", target: { kind, id }, detail: status });
      const { search } = new URL(args.request.url);
      return redirect(`${href("/admin/inquiries")}${search}#${kind === "inquiry" ? "inquiries" : "messages"}`);
    },
  });
}
