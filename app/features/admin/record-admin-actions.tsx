import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { BDI_SLOT, WithBdi } from "#app/components/bdi-slot.tsx";
import {
  RECORD_ACTION_FIELDS as FIELDS,
  deleteQuestion,
  type RecordActionAnswer,
  type RecordNoun,
} from "#app/features/admin/record-actions.ts";

interface RecordAdminActionsProps {
  noun: RecordNoun;
  record: { id: string; name: string; isFeatured: boolean; updatedAt: number };
  /** The action these forms post to: the page's own URL, so the change comes back to it. */
  action: string;
  /** Where Cancel of the no-JavaScript delete question leads. */
  cancelHref: string;
  /** The page action's answer about this record, when it came without JavaScript. */
  answer?: RecordActionAnswer;
}

/** How long a delete may go unanswered before the administrator is told (the list reload waits behind visitors' pages under load). */
const DELETE_PATIENCE_SECONDS = 15;

/** Whether `isBusy` has lasted longer than `seconds`: false again once it ends. */
function useIsSlow(isBusy: boolean, seconds: number): boolean {
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    if (!isBusy) return;
    const timer = setTimeout(() => setIsSlow(true), seconds * 1000);
    return () => {
      clearTimeout(timer);
      setIsSlow(false);
    };
  }, [isBusy, seconds]);
  return isSlow;
}

const button = "rounded-md px-3 py-1.5 text-sm font-semibold ring-1 disabled:cursor-wait disabled:opacity-70";

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * The Feature / Featured toggle and Delete of one record, on the admin lists and profiles alike.
 * Both carry the version the page showed. Delete asks with the browser's confirm dialog or, without
 * JavaScript, with the same question on the page.
 */
export function RecordAdminActions({ noun, record, action, cancelHref, answer }: RecordAdminActionsProps) {
  const feature = useFetcher<RecordActionAnswer>({ key: `feature-${noun}-${record.id}` });
  const removal = useFetcher<RecordActionAnswer>({ key: `delete-${noun}-${record.id}` });
  const questionId = useId();
  const question = deleteQuestion(noun);
  const guard = { [FIELDS.recordId]: record.id, [FIELDS.version]: String(record.updatedAt) };
  const error = feature.data?.formError ?? removal.data?.formError ?? answer?.formError;
  const isConfirming = answer?.isConfirmingDelete === true;
  const isToggling = feature.state !== "idle";
  const isDeleting = removal.state !== "idle";
  const isDeleteSlow = useIsSlow(isDeleting, DELETE_PATIENCE_SECONDS);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <feature.Form method="post" action={action} preventScrollReset>
          <Hidden fields={{ ...guard, [FIELDS.intent]: "feature", [FIELDS.isFeatured]: String(!record.isFeatured) }} />
          <button
            type="submit"
            aria-pressed={record.isFeatured}
            disabled={isToggling}
            className={`${button} ${
              record.isFeatured
                ? "bg-amber-100 text-amber-950 ring-amber-400 hover:bg-amber-200"
                : "bg-white text-slate-900 ring-slate-300 hover:bg-sand-100"
            }`}
          >
            {isToggling ? m.admin_loading() : record.isFeatured ? m.admin_featured() : m.admin_feature()}
            <span className="sr-only"> {record.name}</span>
          </button>
        </feature.Form>
        {isConfirming ? null : (
          <removal.Form
            method="post"
            action={action}
            preventScrollReset
            onSubmit={(event) => {
              if (!window.confirm(question)) {
                event.preventDefault();
                return;
              }
              event.currentTarget.querySelector<HTMLInputElement>(`input[name="${FIELDS.confirmed}"]`)!.value = "yes";
            }}
          >
            <Hidden fields={{ ...guard, [FIELDS.intent]: "delete", [FIELDS.confirmed]: "" }} />
            <button
              type="submit"
              disabled={isDeleting}
              className={`${button} bg-white text-red-800 ring-red-300 hover:bg-red-50`}
            >
              {isDeleting ? m.admin_loading() : m.admin_delete()}
              <span className="sr-only"> {record.name}</span>
            </button>
          </removal.Form>
        )}
      </div>
      {isConfirming ? (
        <section aria-labelledby={questionId} className="space-y-2 rounded-md bg-red-50 p-3 ring-1 ring-red-200">
          <p id={questionId} className="font-semibold text-red-900">
            <WithBdi text={m.admin_delete_named_question({ name: BDI_SLOT })} value={record.name} />
          </p>
          <p role="alert" className="text-red-900">
            {question}
          </p>
          <removal.Form method="post" action={action} className="flex flex-wrap items-center gap-2">
            <Hidden fields={{ ...guard, [FIELDS.intent]: "delete", [FIELDS.confirmed]: "yes" }} />
            <button type="submit" disabled={isDeleting} className={`${button} bg-red-700 text-white ring-red-700`}>
              {isDeleting ? (
                m.admin_loading()
              ) : (
                <WithBdi text={m.admin_delete_named({ name: BDI_SLOT })} value={record.name} />
              )}
            </button>
            <Link to={cancelHref} className={`${button} bg-white text-slate-900 ring-slate-300`}>
              {m.admin_cancel()}
            </Link>
          </removal.Form>
        </section>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : isDeleteSlow ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {m.admin_delete_slow({ seconds: DELETE_PATIENCE_SECONDS })}
        </p>
      ) : null}
    </div>
  );
}
