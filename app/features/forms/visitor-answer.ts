import type { FormRefusal } from "#app/components/visitor-form.tsx";

/** A visitor form's action data: the refusal and what was typed, or nothing after a form it stored (that redirects). */
export type VisitorAnswer = { refusal?: FormRefusal } | undefined;
