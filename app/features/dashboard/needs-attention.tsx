import { Fragment, useEffect, useRef, type ReactNode } from "react";
import { Link } from "#app/components/link.tsx";
import { DoneNotice, ErrorNotice } from "#app/components/notices.tsx";
import { m } from "#app/lib/paraglide/messages.js";

/** One record that needs the partner: what it is, why, where to deal with it, and what can be done here. */
export interface AttentionItem {
  id: string;
  /** The record's name, isolated from the sentence's direction. */
  name: string;
  /** What tells why it is here ("by …", "Last confirmed 120 days ago"), shown after the name. */
  details: ReactNode[];
  /** Its editor, linked as `linkLabel` followed by the name for screen readers. */
  href: string;
  linkLabel: string;
  /** A form that settles it right here ("Still right"), beside the link. */
  action?: ReactNode;
}

/** One kind of thing that needs attention (stale availability, sent-back drafts): its items, the first few of `total`. */
export interface AttentionGroup {
  key: string;
  heading: string;
  intro: string;
  items: AttentionItem[];
  total: number;
  /** Said under the list when it shows only the first of `total`. */
  moreText?: string;
}

/**
 * The partner dashboard's "Needs attention": each group that has something, or words that nothing
 * does. After a change made here the heading takes the focus, since the button pressed is gone.
 */
export function NeedsAttention({
  groups,
  notice,
  error,
  changeKey,
}: {
  groups: readonly AttentionGroup[];
  /** What the last change did, announced politely. */
  notice?: ReactNode;
  /** Why the last change was refused. */
  error?: string;
  /** Names the last change made here (or refused): a new one moves the focus to the heading. */
  changeKey: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (changeKey !== null) heading.current?.focus();
  }, [changeKey]);
  const shown = groups.filter((group) => group.items.length > 0);
  return (
    <section aria-labelledby="partner-attention" className="mt-8">
      <h2
        id="partner-attention"
        ref={heading}
        tabIndex={-1}
        className="font-serif text-2xl font-semibold text-slate-900 focus:outline-none"
      >
        {m.partner_attention_heading()}
      </h2>
      {notice ? (
        <div className="mt-4">
          <DoneNotice>{notice}</DoneNotice>
        </div>
      ) : null}
      {error ? (
        <div className="mt-4">
          <ErrorNotice>{error}</ErrorNotice>
        </div>
      ) : null}
      {shown.length === 0 ? <p className="mt-4 text-slate-700">{m.partner_attention_none()}</p> : null}
      {shown.map((group) => (
        <section key={group.key} aria-labelledby={`attention-${group.key}`} className="mt-6">
          <h3 id={`attention-${group.key}`} className="text-lg font-semibold text-slate-900">
            {group.heading}
          </h3>
          <p className="mt-1 max-w-3xl text-slate-700">{group.intro}</p>
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
            {group.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    <bdi>{item.name}</bdi>
                  </p>
                  <p className="text-sm text-slate-600">
                    {item.details.map((detail, index) => (
                      <Fragment key={index}>
                        {index > 0 ? " · " : null}
                        {detail}
                      </Fragment>
                    ))}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <Link to={item.href} className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
                    {item.linkLabel}
                    <span className="sr-only">
                      {" "}
                      <bdi>{item.name}</bdi>
                    </span>
                  </Link>
                  {item.action}
                </div>
              </li>
            ))}
          </ul>
          {group.moreText && group.total > group.items.length ? (
            <p className="mt-2 text-sm text-slate-600">{group.moreText}</p>
          ) : null}
        </section>
      ))}
    </section>
  );
}
