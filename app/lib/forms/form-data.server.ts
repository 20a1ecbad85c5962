/**
 * The posted form, or an empty one when the body is not a form (JSON, plain text, a broken
 * multipart body): such a post then fails the guard or validation with a 4xx, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
