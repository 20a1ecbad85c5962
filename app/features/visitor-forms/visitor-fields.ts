// What the visitor forms' fields need to render (kept apart from the schemas, so pages load no Zod).

export const COUNTRIES = [
  ["IL", "Israel"],
  ["US", "United States"],
  ["GB", "United Kingdom"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["IT", "Italy"],
  ["ES", "Spain"],
  ["CA", "Canada"],
  ["AU", "Australia"],
  ["NZ", "New Zealand"],
  ["JP", "Japan"],
  ["KR", "South Korea"],
  ["CN", "China"],
  ["IN", "India"],
  ["BR", "Brazil"],
  ["AR", "Argentina"],
  ["MX", "Mexico"],
  ["ZA", "South Africa"],
  ["RU", "Russia"],
  ["AE", "United Arab Emirates"],
] as const;

export const LIMITS = { name: 100, email: 254, phone: 30, message: 5000, review: 2000, question: 2000 } as const;

/** The honeypot: a field people never see (display: none) and bots fill in. */
export const HONEYPOT_FIELD = "nickname";
/** The signed token that says when and for what record the form was shown. */
export const FORM_TOKEN_FIELD = "formToken";
