import type { ReactNode } from "react";
import { isolate } from "#app/lib/bidi.ts";
import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { BDI_SLOT, WithBdi } from "#app/components/bdi-slot.tsx";
import { readFormData } from "#app/features/forms/form-data.server.ts";
import { EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { formatDateTime } from "#app/lib/dates.ts";
import { useLocale } from "#app/components/use-page-locale.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { countryName } from "#app/features/forms/countries.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { guardAdminWrite, requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { countInquiries, listInquiries, setInquiryStatus, type InboxStatus } from "#app/models/inquiries.server.ts";
import { listOutbox } from "#app/models/mail.server.ts";
import { countMessages, listMessages, setMessageStatus } from "#app/models/messages.server.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import type { Route } from "./+types/admin.inquiries";
import { artworkPath, PAGE_SIZE, parsePage } from "#app/lib/urls.ts";
import { Pagination } from "#app/components/pagination.tsx";
import { logError } from "#app/lib/log.server.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";

const STATUSES: readonly InboxStatus[] = ["new", "answered", "closed"];
const STATUS_LABELS: Record<InboxStatus, () => string> = {
  new: m.admin_inbox_status_new,
  answered: m.admin_inbox_status_answered,
  closed: m.admin_inbox_status_closed,
};

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_inbox_meta_title()) }, { name: "robots", content: "noindex" }];
}

/** A list's page; an address with a page that is not one shows the first. */
function readPage(url: URL, name: string): number {
  return parsePage(url, name) ?? 1;
}

export async function loader(args: Route.LoaderArgs) {
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

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const guard = await guardAdminWrite({ request, context }, formData);
  if (guard.kind === "refused") return data({ error: guard.message }, { status: guard.status, headers: guard.headers });
  const kind = formData.get("kind");
  const id = String(formData.get("id") ?? "");
  const status = String(formData.get("status") ?? "") as InboxStatus;
  if ((kind !== "inquiry" && kind !== "message") || !id || !STATUSES.includes(status)) {
    return data({ error: m.admin_inbox_choose_status() }, { status: 400 });
  }
  try {
    const isUpdated = kind === "inquiry" ? await setInquiryStatus(id, status) : await setMessageStatus(id, status);
    if (!isUpdated)
      return data(
        { error: kind === "inquiry" ? m.admin_inbox_inquiry_gone() : m.admin_inbox_message_gone() },
        { status: 404 },
      );
    await recordAudit({
      userId: guard.user.id,
      actor: guard.user.email,
      action: "inbox_status",
      target: { kind, id },
      detail: status,
      address: context.get(clientAddressContext),
    });
  } catch (error) {
    logError("setting an inbox status failed", error);
    return data({ error: m.admin_inbox_status_failed() }, { status: 503 });
  }
  // Back to the same page of the same list.
  const back = new URL(request.url);
  return redirect(`/admin/inquiries${back.search}#${kind === "inquiry" ? "inquiries" : "messages"}`);
}

/** A mailto: link with the subject filled in; the address was checked as an email when it was stored. */
function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

function StatusForm({
  kind,
  id,
  status,
  label,
}: {
  kind: "inquiry" | "message";
  id: string;
  status: InboxStatus;
  label: string;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle" && navigation.formData?.get("id") === id;
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <label className="sr-only" htmlFor={`status-${id}`}>
        {label}
      </label>
      <select
        id={`status-${id}`}
        name="status"
        defaultValue={status}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900"
      >
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]()}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={isBusy}
        className="rounded bg-slate-800 px-3 py-1 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-70"
      >
        {isBusy ? m.admin_loading() : m.admin_inbox_set_status()}
      </button>
    </Form>
  );
}

function StatusBadge({ status }: { status: InboxStatus }) {
  const colours = {
    new: "bg-amber-100 text-amber-900",
    answered: "bg-emerald-100 text-emerald-900",
    closed: "bg-slate-200 text-slate-800",
  };
  return (
    <span data-testid="inbox-status" className={`rounded px-2 py-0.5 text-xs font-semibold ${colours[status]}`}>
      {STATUS_LABELS[status]()}
    </span>
  );
}

function Timestamp({ at }: { at: number }) {
  const locale = useLocale();
  return <time dateTime={new Date(at).toISOString()}>{formatDateTime(at, locale)}</time>;
}

function InboxSection({
  id,
  title,
  emptyText,
  param,
  pagesLabel,
  page,
  pageCount,
  children,
}: {
  id: string;
  title: string;
  emptyText: string;
  param: string;
  pagesLabel: string;
  page: number;
  pageCount: number;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-serif text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children.length === 0 ? (
        <div className="mt-4">
          <EmptyNotice>{emptyText}</EmptyNotice>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">{children}</ul>
      )}
      <Pagination param={param} hash={id} label={pagesLabel} page={page} pageCount={pageCount} />
    </section>
  );
}

/** One inquiry or message: who, its status, what it says (children), a reply link and the status form. */
function InboxEntry({
  kind,
  entry,
  replySubject,
  children,
}: {
  kind: "inquiry" | "message";
  entry: { id: string; name: string; email: string; status: InboxStatus };
  replySubject: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            <bdi>{entry.name}</bdi> <StatusBadge status={entry.status} />
          </p>
          {children}
        </div>
        <div className="flex flex-col items-end gap-2">
          <a
            href={replyHref(entry.email, replySubject)}
            className="rounded border border-brand-700 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {m.admin_inbox_reply_to()} <bdi>{entry.name}</bdi>
          </a>
          <StatusForm
            kind={kind}
            id={entry.id}
            status={entry.status}
            label={(kind === "inquiry" ? m.admin_inbox_status_of_inquiry : m.admin_inbox_status_of_message)({
              name: isolate(entry.name),
            })}
          />
        </div>
      </div>
    </li>
  );
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_inbox_title()}</h1>
      <p className="mt-2 text-slate-700">{m.admin_inbox_intro()}</p>
      {actionData?.error ? (
        <div className="mt-4">
          <ErrorNotice>{actionData.error}</ErrorNotice>
        </div>
      ) : null}
      {loaderData.state !== "ok" ? (
        <div className="mt-6">
          <ErrorNotice>{m.admin_inbox_load_failed()}</ErrorNotice>
        </div>
      ) : (
        <>
          {loaderData.failedMail.length > 0 ? (
            <section aria-labelledby="failed-mail" className="mt-8 rounded-lg bg-red-50 p-5 ring-1 ring-red-200">
              <h2 id="failed-mail" className="text-lg font-semibold text-red-900">
                {m.admin_inbox_failed_mail_title()}
              </h2>
              <p className="mt-1 text-sm text-red-900">{m.admin_inbox_failed_mail_intro()}</p>
              <ul className="mt-3 space-y-2 text-sm text-red-950">
                {loaderData.failedMail.map((mail) => (
                  <li key={mail.id}>
                    <bdi className="font-medium">{mail.subject}</bdi>{" "}
                    {m.admin_inbox_failed_mail_detail({
                      to: isolate(mail.to),
                      date: formatDateTime(mail.createdAt, locale),
                      attempts: mail.attempts,
                    })}
                    {mail.lastError ? m.admin_inbox_failed_mail_last_error({ error: mail.lastError }) : ""}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

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
              <InboxEntry
                key={inquiry.id}
                kind="inquiry"
                entry={inquiry}
                replySubject={m.admin_inbox_reply_inquiry_subject({ title: inquiry.artworkTitle })}
              >
                <p className="text-sm text-slate-700">
                  {m.admin_inbox_about()}{" "}
                  {inquiry.artworkId ? (
                    <Link to={artworkPath(inquiry.artworkId)} className="font-medium text-brand-700 underline">
                      <bdi>{inquiry.artworkTitle}</bdi>
                    </Link>
                  ) : (
                    <span className="font-medium">
                      <WithBdi
                        text={m.admin_inbox_no_longer_listed({ title: BDI_SLOT })}
                        value={inquiry.artworkTitle}
                      />
                    </span>
                  )}{" "}
                  · <Timestamp at={inquiry.createdAt} />
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-800">
                  <dt className="font-medium">{m.admin_field_email()}</dt>
                  <dd>
                    <bdi>{inquiry.email}</bdi>
                  </dd>
                  <dt className="font-medium">{m.admin_inbox_phone()}</dt>
                  <dd>
                    <bdi>{inquiry.phone}</bdi>
                  </dd>
                  <dt className="font-medium">{m.admin_inbox_country()}</dt>
                  <dd>{countryName(inquiry.country)}</dd>
                </dl>
                {inquiry.message ? (
                  <p dir="auto" className="mt-2 whitespace-pre-line text-slate-800">
                    {inquiry.message}
                  </p>
                ) : null}
              </InboxEntry>
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
              <InboxEntry
                key={message.id}
                kind="message"
                entry={message}
                replySubject={m.admin_inbox_reply_message_subject()}
              >
                <p className="text-sm text-slate-700">
                  <bdi>{message.email}</bdi> · <Timestamp at={message.createdAt} />
                </p>
                <p dir="auto" className="mt-2 whitespace-pre-line text-slate-800">
                  {message.message}
                </p>
              </InboxEntry>
            ))}
          </InboxSection>
        </>
      )}
    </div>
  );
}
