import { describe, expect, it } from "vitest";
import { readFormData } from "./form-data.server.ts";

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
});
