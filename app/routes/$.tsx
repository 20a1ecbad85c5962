import { redirect } from "react-router";

// Any unknown path redirects to /.
export function loader() {
  return redirect("/");
}

export function action() {
  return redirect("/");
}
