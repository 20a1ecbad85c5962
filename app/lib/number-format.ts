// Making an Intl.NumberFormat costs far more than formatting with one (tens of microseconds, on every
// card of every page): each locale and set of options gets one, kept for the process's life.
const formats = new Map<string, Intl.NumberFormat>();
/** Locales and options come from the app's own few; the bound keeps an unexpected caller from growing it. */
const MAX_FORMATS = 128;

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\0${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    if (formats.size < MAX_FORMATS) formats.set(key, format);
  }
  return format;
}
