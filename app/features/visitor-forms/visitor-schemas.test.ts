import { describe, expect, it } from "vitest";
import { contactSchema, inquirySchema, reviewSchema } from "./visitor-schemas.ts";
import { maxLengthOf, validateForm } from "#app/lib/validation.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("contact form", () => {
  it("says its messages word for word", () => {
    const empty = validateForm(contactSchema, form({}));
    expect(empty).toMatchObject({
      isValid: false,
      errors: { name: "Name is required", email: "Email is required", message: "Message is required" },
    });
    const bad = validateForm(contactSchema, form({ name: "A", email: "not-an-address", message: "too short" }));
    expect(bad).toMatchObject({
      isValid: false,
      errors: { email: "Please enter a valid email address", message: "Message should be at least 10 characters" },
      values: { name: "A", email: "not-an-address", message: "too short" },
    });
    expect(
      validateForm(
        contactSchema,
        form({ name: " Ann ", email: "ann@example.com", message: "Hello there, a question." }),
      ),
    ).toEqual({
      isValid: true,
      data: { name: "Ann", email: "ann@example.com", message: "Hello there, a question." },
    });
  });

  it("limits every field's length with a clear message", () => {
    const long = validateForm(
      contactSchema,
      form({ name: "x".repeat(101), email: `${"x".repeat(250)}@example.com`, message: "y".repeat(5001) }),
    );
    expect(long).toMatchObject({
      errors: {
        name: "Name must be at most 100 characters",
        email: "Email must be at most 254 characters",
        message: "Message must be at most 5000 characters",
      },
    });
  });
});

describe("inquiry form", () => {
  it("requires name, email, phone and a country of the list", () => {
    expect(validateForm(inquirySchema, form({}))).toMatchObject({
      errors: {
        name: "Name is required",
        email: "Email is required",
        phone: "Phone is required",
        country: "Country is required",
      },
    });
    expect(
      validateForm(inquirySchema, form({ name: "J", email: "j@example.com", phone: "call me", country: "XX" })),
    ).toMatchObject({
      errors: { phone: "Please enter a valid phone number", country: "Please choose a country from the list" },
    });
    expect(
      validateForm(
        inquirySchema,
        form({ name: "J", email: "j@example.com", phone: "+1 (555) 010-0100", country: "US" }),
      ).isValid,
    ).toBe(true);
  });

  it("takes any country of the world, and an optional question of up to 2,000 characters", () => {
    const valid = { name: "J", email: "j@example.com", phone: "+41 44 000 00 00", country: "CH" };
    expect(validateForm(inquirySchema, form(valid))).toMatchObject({ isValid: true, data: { country: "CH" } });
    expect(validateForm(inquirySchema, form({ ...valid, message: "  Is it framed?  " }))).toMatchObject({
      isValid: true,
      data: { message: "Is it framed?" },
    });
    expect(validateForm(inquirySchema, form({ ...valid, message: "x".repeat(2000) })).isValid).toBe(true);
    expect(validateForm(inquirySchema, form({ ...valid, message: "x".repeat(2001) }))).toMatchObject({
      isValid: false,
      errors: { message: "Your question must be at most 2,000 characters" },
    });
  });
});

describe("review form", () => {
  it("requires name and text and a rating from 1 to 5", () => {
    expect(validateForm(reviewSchema, form({ rating: "6" }))).toMatchObject({
      errors: {
        name: "Name is required",
        content: "Review is required",
        rating: "Please choose a rating from 1 to 5 stars",
      },
    });
    expect(validateForm(reviewSchema, form({ name: "K", content: "Lovely", rating: "5" }))).toEqual({
      isValid: true,
      data: { name: "K", content: "Lovely", rating: 5 },
    });
  });
});

describe("in Hebrew", () => {
  it("says every message in the language of the request, read when validating", async () => {
    const { withRequestLocale } = await import("#app/lib/locale.server.ts");
    const refused = withRequestLocale("he", () =>
      validateForm(inquirySchema, form({ email: "x", phone: "abc", country: "ZZ", message: "y".repeat(2001) })),
    );
    expect(refused).toMatchObject({
      isValid: false,
      errors: {
        name: "נא למלא שם",
        email: "נא להזין כתובת דוא״ל תקינה",
        phone: "נא להזין מספר טלפון תקין",
        country: "נא לבחור מדינה מהרשימה",
        message: "השאלה יכולה להכיל עד 2,000 תווים",
      },
    });
    const review = withRequestLocale("he", () => validateForm(reviewSchema, form({ name: "דנה", rating: "7" })));
    expect(review).toMatchObject({
      errors: { content: "נא לכתוב חוות דעת", rating: "נא לבחור דירוג של 1 עד 5 כוכבים" },
      values: { name: "דנה", rating: "7" },
    });
    const contact = withRequestLocale("he", () => validateForm(contactSchema, form({ message: "קצר" })));
    expect(contact).toMatchObject({ errors: { message: "ההודעה צריכה להכיל לפחות 10 תווים" } });
    // The same schema answers in English again on an English request.
    expect(validateForm(contactSchema, form({}))).toMatchObject({ errors: { name: "Name is required" } });
  });
});

describe("what a refused form shows again", () => {
  it("is at most one character past what each field takes, while the whole text is what is judged", () => {
    const long = validateForm(
      contactSchema,
      form({ name: "n".repeat(500), email: "a@b.co", message: "m".repeat(60_000) }),
    );
    expect(long.isValid).toBe(false);
    if (long.isValid) return;
    expect(long.values.message).toHaveLength(5_001);
    expect(long.values.name).toHaveLength(101);
    expect(long.errors.message).toMatch(/5,?000/);
    // Spaces inside a text past the limit do not let the text pass as a cut one would.
    const spaced = validateForm(
      contactSchema,
      form({ name: "Dana", email: "a@b.co", message: `${"m".repeat(4_990)}${" ".repeat(20)}tail` }),
    );
    expect(spaced.isValid).toBe(false);
    expect(maxLengthOf(inquirySchema.shape.phone)).toBe(30);
    expect(maxLengthOf(reviewSchema.shape.rating)).toBe(null);
  });
});
