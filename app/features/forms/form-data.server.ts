/**
 * The posted form, or an empty one when the body is not a form (JSON, plain text, a broken
 * multipart body): such a post then fails the guard or validation with a 4xx, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return new FormData();
  }
  return withoutNulCharacters(formData);
}

/** NUL characters are no text anyone types, and PostgreSQL refuses them in text: they are dropped. */
function withoutNulCharacters(formData: FormData): FormData {
  let hasNul = false;
  for (const value of formData.values()) if (typeof value === "string" && value.includes("\0")) hasNul = true;
  if (!hasNul) return formData;
  const cleaned = new FormData();
  for (const [name, value] of formData.entries()) {
    cleaned.append(name, typeof value === "string" ? value.replaceAll("\0", "") : value);
  }
  return cleaned;
}
