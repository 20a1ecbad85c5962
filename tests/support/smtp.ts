import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * An SMTP server on loopback that keeps what it receives, for one test. `answer`, when given, is
 * awaited before each mail's reply: it may hold the sender, and an Error it returns refuses the mail.
 */
export async function startTestSmtp(
  port = 0,
  answer?: (index: number) => Promise<Error | void>,
): Promise<{ port: number; url: string; received: ReceivedMail[]; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        void (answer?.(count++) ?? Promise.resolve()).then((refusal) => {
          if (refusal) return callback(refusal);
          received.push(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
