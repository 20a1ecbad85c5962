import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { BDI_SLOT, WithBdi } from "#app/components/bdi-slot.tsx";
import { Link } from "#app/components/link.tsx";
import { EmptyNotice } from "#app/components/notices.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { countryName } from "#app/features/inquiries/country-names.ts";
import { isolate } from "#app/lib/bidi.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { artworkPath } from "#app/lib/urls.ts";
import type { Inquiry } from "#app/models/inquiries.server.ts";
import type { OutboxMail } from "#app/models/mail.server.ts";
import type { Message } from "#app/models/messages.server.ts";
import { INBOX_STATUS_LABELS, INBOX_STATUSES, replyHref, type InboxKind, type InboxStatus } from "./inbox-statuses.ts";

function StatusForm({ kind, id, status, label }: { kind: InboxKind; id: string; status: InboxStatus; label: string }) {
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
        {INBOX_STATUSES.map((value) => (
          <option key={value} value={value}>
            {INBOX_STATUS_LABELS[value]()}
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
      {INBOX_STATUS_LABELS[status]()}
    </span>
  );
}

function Timestamp({ at }: { at: number }) {
  const locale = useLocale();
  return <time dateTime={new Date(at).toISOString()}>{formatDateTime(at, locale)}</time>;
}

/** Mail that could not be sent, said at the top of the inbox. */
export function FailedMail({ mails }: { mails: OutboxMail[] }) {
  const locale = useLocale();
  if (mails.length === 0) return null;
  return (
    <section aria-labelledby="failed-mail" className="mt-8 rounded-lg bg-red-50 p-5 ring-1 ring-red-200">
      <h2 id="failed-mail" className="text-lg font-semibold text-red-900">
        {m.admin_inbox_failed_mail_title()}
      </h2>
      <p className="mt-1 text-sm text-red-900">{m.admin_inbox_failed_mail_intro()}</p>
      <ul className="mt-3 space-y-2 text-sm text-red-950">
        {mails.map((mail) => (
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
  );
}

/** One of the inbox's two lists, with its own pages. */
export function InboxSection({
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
  kind: InboxKind;
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

/** An artwork's inquiry: the artwork (or that it is no longer listed), when, how to reach the buyer, and the note. */
export function InquiryEntry({ inquiry }: { inquiry: Inquiry }) {
  const locale = useLocale();
  return (
    <InboxEntry
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
            <WithBdi text={m.admin_inbox_no_longer_listed({ title: BDI_SLOT })} value={inquiry.artworkTitle} />
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
        <dd>{countryName(inquiry.country, locale)}</dd>
      </dl>
      {inquiry.message ? (
        <p dir="auto" className="mt-2 whitespace-pre-line text-slate-800">
          {inquiry.message}
        </p>
      ) : null}
    </InboxEntry>
  );
}

/** A contact message: who and when, and what it says. */
export function MessageEntry({ message }: { message: Message }) {
  return (
    <InboxEntry kind="message" entry={message} replySubject={m.admin_inbox_reply_message_subject()}>
      <p className="text-sm text-slate-700">
        <bdi>{message.email}</bdi> · <Timestamp at={message.createdAt} />
      </p>
      <p dir="auto" className="mt-2 whitespace-pre-line text-slate-800">
        {message.message}
      </p>
    </InboxEntry>
  );
}
