/** The message of anything thrown, in words. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error === null || error === undefined ? "" : String(error);
}

// Faults from outside (a database, the disk, the network) carry a code and say enough in their
// message; anything else is a bug whose stack is what the operator needs.
const isOperational = (error: unknown) =>
  error instanceof Error && typeof (error as { code?: unknown }).code !== "undefined";

/**
 * The one way the app reports a failure it answered for: one line on stderr, "omanut: what: message",
 * with the stack for an error that is not an outside fault.
 */
export function logError(what: string, error: unknown): void {
  const message = errorMessage(error);
  console.error(`omanut: ${what}${message ? `: ${message}` : ""}`);
  if (error instanceof Error && !isOperational(error) && error.stack) console.error(error.stack);
}

/**
 * Something outside went wrong and the app carried on as designed (a service down, stored data kept):
 * one line on stderr, "omanut: what: message", never a stack.
 */
export function logWarning(what: string, detail?: unknown): void {
  const message = errorMessage(detail);
  console.warn(`omanut: ${what}${message ? `: ${message}` : ""}`);
}
