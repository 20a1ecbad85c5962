// `npm run admin -- create --email you@example.com`: creates the administrator, or sets a new
// password for an existing one (ending its sessions). The password is read from a prompt without
// echo, or from stdin when it is piped in — never from the command line, where `ps` and the shell
// history would keep it.
// `npm run admin -- reset-2fa --email you@example.com`: turns two-step sign-in off for an
// administrator who lost their authenticator app and recovery codes, ending all their sessions.
// `npm run admin -- invite --email E --role operator|gallery|artist [--record SLUG]`: invites a
// person (the mail goes through the outbox) and prints the invitation's link, for a site without mail.
import readline from "node:readline";
import { parseArgs } from "node:util";
import { assertDatabaseReachable, migrateToLatest } from "#app/db/database.server.ts";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { describeDatabase, getConfig } from "#app/lib/config.server.ts";
import { getPasswordProblem } from "#app/lib/password.server.ts";
import { resetTwoStep } from "#app/models/two-step.server.ts";
import { getUserByEmail, upsertAdmin } from "#app/models/users.server.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import { invitationLink, invitationMail } from "#app/features/people/invitation-mail.server.ts";
import { isEmailAddress } from "#app/lib/email-address.ts";
import { getArtistBySlugOrId } from "#app/models/artists.server.ts";
import { getGalleryBySlugOrId } from "#app/models/galleries.server.ts";
import { createInvitation, isInvitedRole } from "#app/models/invitations.server.ts";

const USAGE = [
  "Usage: npm run admin -- create --email you@example.com   (the password is asked for, or read from stdin)",
  "       npm run admin -- reset-2fa --email you@example.com   (turns two-step sign-in off)",
  "       npm run admin -- invite --email them@example.com --role operator|gallery|artist [--record SLUG]",
].join("\n");

class UsageError extends Error {}

type Command = "create" | "reset-2fa" | "invite";
const COMMANDS: readonly string[] = ["create", "reset-2fa", "invite"];

function parseCommand(argv: string[]): { command: Command; email: string; role?: string; record?: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: "string" }, role: { type: "string" }, record: { type: "string" } },
      strict: true,
    });
  } catch (error) {
    const message = (error as Error).message;
    if (/password/i.test(message)) {
      throw new UsageError("The password is never given on the command line: run without it and type it when asked.");
    }
    throw new UsageError(`${message}\n${USAGE}`);
  }
  const [command, ...rest] = parsed.positionals;
  if (!command || !COMMANDS.includes(command) || rest.length > 0) throw new UsageError(USAGE);
  const email = parsed.values.email?.trim();
  if (!email) throw new UsageError(`--email is required.\n${USAGE}`);
  return { command: command as Command, email, role: parsed.values.role, record: parsed.values.record?.trim() };
}

/** Reads one line from stdin; on a terminal the typed characters are not shown. */
function readPassword(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const isTerminal = process.stdin.isTTY === true;
    const rl = readline.createInterface({
      input: process.stdin,
      output: isTerminal ? process.stdout : undefined,
      terminal: isTerminal,
    });
    if (isTerminal) {
      process.stdout.write(prompt);
      // Echo nothing while the password is typed.
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
    }
    let isAnswered = false;
    rl.once("line", (line) => {
      isAnswered = true;
      if (isTerminal) process.stdout.write("\n");
      rl.close();
      resolve(line.replace(/\r$/, ""));
    });
    rl.once("close", () => {
      if (!isAnswered) reject(new UsageError("No password was given (stdin ended)."));
    });
  });
}

/** Opens the database the server uses, migrated to the latest version. */
async function openAppDatabase(): Promise<void> {
  const database = getDatabase();
  await assertDatabaseReachable(database);
  await migrateToLatest(database.db);
}

async function resetTwoStepSignIn(email: string): Promise<void> {
  await openAppDatabase();
  const outcome = await resetTwoStep(email);
  if (outcome === "reset") {
    const user = await getUserByEmail(email);
    await recordAudit({
      userId: user?.id ?? null,
      actor: email.trim().toLowerCase(),
      action: "two_step_reset",
      address: "command line",
    });
  }
  if (outcome === "no-user")
    throw new UsageError(
      `There is no administrator ${email.trim().toLowerCase()} in ${describeDatabase(getConfig())}.`,
    );
  console.log(
    outcome === "reset"
      ? `Turned two-step sign-in off for ${email.trim().toLowerCase()}; their sessions have ended. They sign in with their password alone and can turn it on again in the admin area.`
      : `Two-step sign-in was not on for ${email.trim().toLowerCase()}; nothing was changed.`,
  );
}

async function createAdmin(email: string): Promise<void> {
  const password = await readPassword("Password (at least 12 characters): ");
  const problem = getPasswordProblem(password);
  if (problem) throw new UsageError(problem);
  if (process.stdin.isTTY) {
    const again = await readPassword("Password again: ");
    if (again !== password) throw new UsageError("The two passwords differ; nothing was changed.");
  }
  await openAppDatabase();
  const { user, isCreated } = await upsertAdmin(email, password);
  console.log(
    isCreated
      ? `Created the administrator ${user.email}.`
      : `Set a new password for ${user.email}; their sessions have ended.`,
  );
  // The commonest surprise: an administrator made in one database and a server reading another.
  console.log(
    `Written to ${describeDatabase(getConfig())}: the server must run with the same DATA_DIR or DATABASE_URL.`,
  );
}

async function invitePerson(email: string, role: string | undefined, record: string | undefined): Promise<void> {
  if (!isInvitedRole(role)) throw new UsageError(`--role must be operator, gallery or artist.\n${USAGE}`);
  if (!isEmailAddress(email.toLowerCase())) throw new UsageError(`"${email}" is not an email address.`);
  if (role !== "operator" && !record) throw new UsageError(`--record SLUG names the ${role} to keep.\n${USAGE}`);
  await openAppDatabase();
  let recordId: string | null = null;
  let recordName: string | null = null;
  if (role !== "operator") {
    const found = role === "gallery" ? await getGalleryBySlugOrId(record!) : await getArtistBySlugOrId(record!);
    if (!found) throw new UsageError(`There is no ${role} "${record}" in ${describeDatabase(getConfig())}.`);
    ({ id: recordId, name: recordName } = found);
  }
  const result = await createInvitation({
    email,
    role,
    recordId,
    invitedBy: null,
    mailFor: (token) => invitationMail({ email, role, recordName, token }),
  });
  if (result.kind !== "created") throw new UsageError("Too many invitations; try again later.");
  await recordAudit({
    userId: null,
    actor: "command line",
    action: "person_invited",
    target: { kind: "person", id: result.invitation.id, name: result.invitation.email },
    address: "command line",
  });
  console.log(`Invited ${result.invitation.email} (valid for 7 days, once):`);
  console.log(invitationLink(result.token));
}

try {
  const { command, email, role, record } = parseCommand(process.argv.slice(2));
  if (command === "create") await createAdmin(email);
  else if (command === "invite") await invitePerson(email, role, record);
  else await resetTwoStepSignIn(email);
} catch (error) {
  console.error(`omanut: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase().catch(() => {});
}
