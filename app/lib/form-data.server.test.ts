import { describe, expect, it } from "vitest";
import { isRouteErrorResponse } from "react-router";
import { readFormData } from "./form-data.server.ts";
import { BODY_TOO_LARGE_HEADER, VISITOR_FORM_MAX_BYTES } from "#app/lib/request-body.ts";

/** What readFormData threw: the status of a thrown data() answer. */
async function statusThrownBy(request: Request): Promise<number | null> {
  try {
    await readFormData(request);
    return null;
  } catch (error) {
    const thrown = error as { init?: { status?: number }; type?: string };
    if (isRouteErrorResponse(error)) return error.status;
    return thrown.init?.status ?? null;
  }
}

function post(body: BodyInit, contentType?: string): Request {
  return new Request("http://omanut.test/x", {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : {},
  });
}

describe("readFormData", () => {
  it("reads a form", async () => {
    const formData = await readFormData(post(new URLSearchParams({ name: "Dana" })));
    expect(formData.get("name")).toBe("Dana");
  });

  it("drops NUL characters, which PostgreSQL refuses in text", async () => {
    const formData = await readFormData(post(new URLSearchParams({ name: "Da\0na", email: "a\0@b.c" })));
    expect(formData.get("name")).toBe("Dana");
    expect(formData.get("email")).toBe("a@b.c");
  });

  it("gives an empty form for a body that is not one, so the action answers 4xx", async () => {
    expect([...(await readFormData(post('{"name":"x"}', "application/json"))).keys()]).toEqual([]);
    expect([...(await readFormData(post("--broken", "multipart/form-data; boundary=x"))).keys()]).toEqual([]);
  });

  it("refuses with 413, unread, a body over its address's limit, declared or found while reading", async () => {
    const big = "message=" + "a".repeat(VISITOR_FORM_MAX_BYTES);
    // Declared: nothing is read.
    const declared = new Request("http://omanut.test/contact", {
      method: "POST",
      body: new ReadableStream({
        pull() {
          throw new Error("the body must not be read");
        },
      }),
      duplex: "half",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(big.length) },
    } as RequestInit);
    expect(await statusThrownBy(declared)).toBe(413);
    // Marked by the server (the declared length was over): nothing is read either.
    const marked = post("name=x", "application/x-www-form-urlencoded");
    marked.headers.set(BODY_TOO_LARGE_HEADER, "1");
    expect(await statusThrownBy(marked)).toBe(413);
    // Undeclared (chunked): reading stops at the limit.
    let sent = 0;
    const chunked = new Request("http://omanut.test/he/contact", {
      method: "POST",
      body: new ReadableStream({
        pull(controller) {
          sent += 16 * 1024;
          controller.enqueue(new TextEncoder().encode("a".repeat(16 * 1024)));
        },
      }),
      duplex: "half",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect(await statusThrownBy(chunked)).toBe(413);
    expect(sent).toBeLessThan(VISITOR_FORM_MAX_BYTES * 2);
    // An admin form may be larger.
    const admin = new Request("http://omanut.test/admin/artists/new", {
      method: "POST",
      body: big,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await readFormData(admin)).get("message")).toHaveLength(VISITOR_FORM_MAX_BYTES);
  });
});
