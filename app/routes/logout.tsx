import { redirect } from "react-router";
import { getDb } from "#app/db/db.server.ts";
import { getSessionUser, SESSION_COOKIE } from "#app/lib/session.server.ts";
import type { Route } from "./+types/logout";

// Sign-out ends the session on the server, then forgets the cookie. GET changes nothing.
export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (user) await getDb().deleteFrom("sessions").where("id", "=", user.sessionId).execute();
  throw redirect("/login", {
    headers: { "Set-Cookie": `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` },
  });
}

export function loader() {
  return redirect("/");
}
