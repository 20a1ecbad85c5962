import { redirect } from "react-router";

// Any unknown path redirects to / (spec section 2).
export function loader() {
  return redirect("/");
}

export function action() {
  return redirect("/");
}
