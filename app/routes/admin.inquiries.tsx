import { ErrorNotice } from "#app/components/notices.tsx";
import { FailedMail, InboxSection, InquiryEntry, MessageEntry } from "#app/features/inbox/inbox-entries.tsx";
import { handleInboxStatus, loadInbox } from "#app/features/inbox/inbox-page.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.inquiries";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_inbox_meta_title()) }, { name: "robots", content: "noindex" }];
}

export const loader = (args: Route.LoaderArgs) => loadInbox(args);

export const action = (args: Route.ActionArgs) => handleInboxStatus(args);

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_inbox_title()}</h1>
      <p className="mt-2 text-slate-700">{m.admin_inbox_intro()}</p>
      {actionData?.formError ? (
        <div className="mt-4">
          <ErrorNotice>{actionData.formError}</ErrorNotice>
        </div>
      ) : null}
      {loaderData.state !== "ok" ? (
        <div className="mt-6">
          <ErrorNotice>{m.admin_inbox_load_failed()}</ErrorNotice>
        </div>
      ) : (
        <>
          <FailedMail mails={loaderData.failedMail} />
          <InboxSection
            id="inquiries"
            title={m.admin_inbox_inquiries_title()}
            emptyText={m.admin_inbox_inquiries_empty()}
            param="inquiriesPage"
            pagesLabel={m.admin_inbox_inquiries_pages()}
            page={loaderData.inquiriesPage}
            pageCount={loaderData.inquiryPageCount}
          >
            {loaderData.inquiries.map((inquiry) => (
              <InquiryEntry key={inquiry.id} inquiry={inquiry} />
            ))}
          </InboxSection>
          <InboxSection
            id="messages"
            title={m.admin_inbox_messages_title()}
            emptyText={m.admin_inbox_messages_empty()}
            param="messagesPage"
            pagesLabel={m.admin_inbox_messages_pages()}
            page={loaderData.messagesPage}
            pageCount={loaderData.messagePageCount}
          >
            {loaderData.messages.map((message) => (
              <MessageEntry key={message.id} message={message} />
            ))}
          </InboxSection>
        </>
      )}
    </div>
  );
}
