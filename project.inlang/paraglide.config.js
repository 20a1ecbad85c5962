// The message catalogue's compiler settings, shared by the Vite plugin (build, Vitest) and the
// command line (typecheck). The locale is set by the app itself (app/lib/i18n), never a cookie.
export default {
  outdir: "./app/lib/paraglide",
  strategy: ["globalVariable", "baseLocale"],
  emitTsDeclarations: true,
  emitReadme: false,
};
