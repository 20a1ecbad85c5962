import { Fragment } from "react";
import type { Locale } from "#app/lib/i18n.ts";
import { parsePlainText } from "#app/lib/plain-text.ts";
import { OtherLanguage } from "./other-language.tsx";

/**
 * Text the administrator wrote, as paragraphs with line breaks and links: never HTML. `lang` names
 * its language when it is not the page's (each paragraph's text then sits in a <bdi>).
 */
export function PlainText({ text, lang, className }: { text: string; lang?: Locale; className?: string }) {
  return (
    <div className={className}>
      {parsePlainText(text).map((paragraph, index) => (
        <p key={index}>
          <OtherLanguage lang={lang}>
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
          </OtherLanguage>
        </p>
      ))}
    </div>
  );
}
