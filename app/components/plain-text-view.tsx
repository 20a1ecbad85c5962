import { Fragment } from "react";
import { parsePlainText } from "#app/lib/plain-text.ts";

/** Text the administrator wrote, as paragraphs with line breaks and links: never HTML. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {parsePlainText(text).map((paragraph, index) => (
        <p key={index}>
          {paragraph.map((part, partIndex) =>
            part.kind === "break" ? (
              <br key={partIndex} />
            ) : part.kind === "link" ? (
              <a
                key={partIndex}
                href={part.href}
                className="font-medium break-words text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {part.text}
              </a>
            ) : (
              <Fragment key={partIndex}>{part.text}</Fragment>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
