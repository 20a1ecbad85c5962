import { href, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { DoneNotice, EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { describeSampleCounts } from "#app/features/sample-removal/sample-counts.ts";
import { SampleRemovalForm } from "#app/features/sample-removal/sample-removal-form.tsx";
import { handleSampleRemoval, loadSampleRemoval } from "#app/features/sample-removal/sample-removal-page.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.sample";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_sample_meta_title()) }, { name: "robots", content: "noindex" }];
}

export const loader = (args: Route.LoaderArgs) => loadSampleRemoval(args);

export const action = (args: Route.ActionArgs) => handleSampleRemoval(args);

export default function AdminSampleRemoval({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const removed = loaderData.removed;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_sample_title()}</h1>
      {removed ? (
        <div className="mt-6">
          <DoneNotice>{m.admin_sample_removed({ list: describeSampleCounts(removed) })}</DoneNotice>
        </div>
      ) : (
        <p className="mt-2 text-slate-700">{m.admin_sample_intro()}</p>
      )}
      {loaderData.state !== "ok" ? (
        <div className="mt-8">
          <ErrorNotice>{m.admin_sample_load_failed()}</ErrorNotice>
        </div>
      ) : loaderData.hasSample ? (
        <SampleRemovalForm
          counts={loaderData.counts}
          error={actionData?.formError ?? null}
          isBusy={navigation.state === "submitting"}
        />
      ) : (
        <div className="mt-8">
          {removed ? null : <EmptyNotice>{m.admin_sample_none()}</EmptyNotice>}
          <Link to={href("/admin")} className="mt-6 inline-block font-medium text-brand-700 underline">
            {m.admin_sample_back()}
          </Link>
        </div>
      )}
    </div>
  );
}
