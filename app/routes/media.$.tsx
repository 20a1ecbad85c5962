// An address under /media/ that names no image variant: a plain 404 an <img> or a crawler understands.
export function loader() {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
