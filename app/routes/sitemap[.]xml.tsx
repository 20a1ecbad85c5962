// Placeholder: the sitemap index is written with the public catalogue's SEO work.
export function loader() {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
