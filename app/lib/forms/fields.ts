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

export const LIMITS = { name: 100, email: 254, phone: 30, message: 5000, review: 2000 } as const;
