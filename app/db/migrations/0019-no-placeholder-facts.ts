import type { Kysely } from "kysely";

// Frozen once landed. A new site shows no made-up facts: the placeholder office address and the
// social links that pointed at the networks' home pages are blanked where nobody changed them, and
// the privacy page gets a truthful default text in both languages where it has none, for the
// operator to edit.

const PLACEHOLDER_ADDRESS = "Omanut Art Platform\n123 Art Street\nTel Aviv-Yafo, Israel";
const PLACEHOLDER_LINKS = {
  instagram_url: "https://www.instagram.com/",
  facebook_url: "https://www.facebook.com/",
  twitter_url: "https://x.com/",
};

const PRIVACY = {
  title: "Privacy Policy",
  body: [
    "This site shows art and lets you ask about it. This page says what the site keeps about you and for how long. The site's operators can change this text.",
    "An inquiry about an artwork keeps your name, e-mail address, phone number, country and message, with the artwork you asked about, until the site's operators delete it: they need it to answer you.",
    "A review of a gallery keeps your name, your rating and your text. Once approved, they are shown on the gallery's page; a rejected review is not shown.",
    "A message through the contact page keeps your name, e-mail address and message until the site's operators delete it.",
    "Each of these is sent by e-mail to the site's operators, and where the site sends mail, to you as a confirmation.",
    "What is counted: to stop automated spam, the site counts how many forms each network (IP) address sends in an hour, and deletes the counts within two days. Nothing else about your visit is recorded: no analytics, advertising or tracking.",
    "Cookies: visitors get none. Your saved list is kept in your own browser and is never sent to the site. The site's administrators get a sign-in cookie that ends after an hour without use and after twelve hours at most, and a cookie that remembers a browser they signed in from for 180 days. Their sign-in attempts are kept for a day (successful ones for 30 days, with the network address), and their changes to the site are kept in an audit trail for a year.",
    "To see, correct or delete what the site keeps about you, write through the contact page.",
  ].join("\n\n"),
  titleHe: "מדיניות פרטיות",
  bodyHe: [
    "האתר מציג אמנות ומאפשר לשאול עליה. בעמוד הזה כתוב מה האתר שומר עליכם ולכמה זמן. מפעילי האתר יכולים לשנות את הטקסט הזה.",
    "פנייה על יצירה שומרת את השם, כתובת האימייל, מספר הטלפון, המדינה וההודעה שלכם, יחד עם היצירה ששאלתם עליה, עד שמפעילי האתר מוחקים אותה: הם צריכים אותה כדי לענות לכם.",
    "ביקורת על גלריה שומרת את השם, הדירוג והטקסט שלכם. אחרי אישור הם מוצגים בעמוד הגלריה; ביקורת שנדחתה אינה מוצגת.",
    "הודעה דרך עמוד יצירת הקשר שומרת את השם, כתובת האימייל וההודעה שלכם עד שמפעילי האתר מוחקים אותה.",
    "כל אחת מהן נשלחת באימייל למפעילי האתר, וכשהאתר שולח דואר, גם אליכם כאישור.",
    "מה נספר: כדי לעצור ספאם אוטומטי, האתר סופר כמה טפסים נשלחים מכל כתובת רשת (IP) בשעה, ומוחק את הספירה בתוך יומיים. שום דבר אחר על הביקור שלכם אינו נרשם: אין ניתוח תנועה, פרסום או מעקב.",
    "עוגיות: מבקרים אינם מקבלים אף אחת. הרשימה השמורה שלכם נשמרת בדפדפן שלכם ואינה נשלחת לאתר. מנהלי האתר מקבלים עוגיית כניסה שפגה אחרי שעה ללא שימוש ולכל היותר אחרי שתים עשרה שעות, ועוגייה שזוכרת דפדפן שממנו נכנסו למשך 180 יום. ניסיונות הכניסה שלהם נשמרים ליום (ניסיונות מוצלחים ל־30 יום, עם כתובת הרשת), והשינויים שלהם באתר נשמרים ביומן פעולות לשנה.",
    "כדי לראות, לתקן או למחוק את מה שהאתר שומר עליכם, כתבו דרך עמוד יצירת הקשר.",
  ].join("\n\n"),
};

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable("site_settings")
    .set({ office_address: "" })
    .where("office_address", "=", PLACEHOLDER_ADDRESS)
    .where((eb) => eb.or([eb("office_address_he", "is", null), eb("office_address_he", "=", "")]))
    .execute();
  for (const [column, placeholder] of Object.entries(PLACEHOLDER_LINKS)) {
    await db.updateTable("site_settings").set({ [column]: "" }).where(column, "=", placeholder).execute();
  }

  const privacy = await db.selectFrom("site_pages").select("body").where("slug", "=", "privacy").executeTakeFirst();
  const now = Date.now();
  const row = { title: PRIVACY.title, body: PRIVACY.body, title_he: PRIVACY.titleHe, body_he: PRIVACY.bodyHe, updated_at: now };
  if (!privacy) await db.insertInto("site_pages").values({ slug: "privacy", ...row }).execute();
  else if (privacy.body.trim() === "") await db.updateTable("site_pages").set(row).where("slug", "=", "privacy").execute();
}

export async function down(): Promise<void> {
  // The placeholders were never facts: nothing to put back.
}
