/**
 * The Hebrew version of the fictional sample catalogue (./catalogue-data.ts).
 *
 * Each array is index-aligned with its English counterpart: sampleArtistsHe[i] is sampleArtists[i] in Hebrew,
 * and so on. Only the texts are here; links, palettes, coordinates and the rest stay in the English file. People
 * and galleries are invented; cities and streets carry their real Hebrew names.
 *
 * Conventions: compound names are joined with a plain hyphen (בן-עמי, תל אביב-יפו), as Israelis type them;
 * the geresh ׳ and gershayim ״ are the Hebrew marks (U+05F3, U+05F4), never an apostrophe or a double quote;
 * opening hours use the weekday letters (א׳ … ו׳, שבת) with an en dash for ranges, as in the English.
 */

export interface SampleArtistHe {
  name: string;
  bio: string;
}

export interface SampleGalleryHe {
  name: string;
  street: string;
  city: string;
  hours: string;
  description: string;
}

export interface SampleArtworkHe {
  title: string;
  description?: string;
}

/** The Hebrew name of each style tag used in the sample catalogue. */
export const styleNamesHe: Record<string, string> = {
  Abstract: "מופשט",
  Contemporary: "עכשווי",
  Landscape: "נוף",
  "Mixed Media": "טכניקה מעורבת",
  Figurative: "פיגורטיבי",
  Printmaking: "הדפס",
  Sculpture: "פיסול",
  Ceramics: "קרמיקה",
  Judaica: "יודאיקה",
  Photography: "צילום",
  "Street Art": "אמנות רחוב",
  "Digital Art": "אמנות דיגיטלית",
};

export const sampleArtistsHe: SampleArtistHe[] = [
  // 0 Noa Ben-Ami
  {
    name: "נועה בן-עמי",
    bio: "נועה בן-עמי מציירת בדים מופשטים גדולים, הבנויים משכבות של צבע שמן מדולל ופיגמנט גולמי. היא גדלה בקיבוץ בעמק יזרעאל, ואת האור המשתנה מעל השדות היא מתרגמת לשכבות שקופות של אוקר, ירוק ותכלת. הסטודיו שלה בדרום תל אביב פתוח לקהל בתיאום מראש.",
  },
  // 1 Yusuf Haddad-Rizk
  {
    name: "יוסף חדאד-ריזק",
    bio: "יוסף חדאד-ריזק נולד בחיפה למשפחה של סתתי אבן. בעבודותיו הוא משלב ציור נוף עם קולאז׳ ממפות ישנות, מבדים ומנייר מודפס. הוא עוקב אחר רכס הכרמל בירידתו אל הים, ומניח זו על גבי זו את שכבות ההיסטוריה שנפגשות לאורך החוף.",
  },
  // 2 Selamawit Gebre
  {
    name: "סלמאוויט גברה",
    bio: "סלמאוויט גברה עלתה לישראל בילדותה וגדלה בין אשקלון לירושלים. בהדפסי הלינולאום הפיגורטיביים והנועזים שלה מופיעות נשים בשווקים, בחתונות ובתחנות אוטובוס, חקוקות בקווים שחורים ובטוחים ומודפסות על נייר בעבודת יד. היא מנחה סדנאות הדפס לבני ולבנות נוער במתנ״סים ברחבי הדרום.",
  },
  // 3 Wael Kheir-Eddin
  {
    name: "ואאל ח׳יר א-דין",
    bio: "ואאל ח׳יר א-דין מגלף בזלת ואבן גיר בסדנה שלו בהרי הכרמל. הפסלים שלו הם צורות שקטות ומעוגלות, שמזכירות אבני ריחיים, בתי בד ומפתנים שחוקים של בתי הכפר.",
  },
  // 4 Lev Davidovsky
  {
    name: "לב דוידובסקי",
    bio: "לב דוידובסקי הוכשר כחרט בסנקט פטרבורג, ובתחילת שנות התשעים עבר לבאר שבע. הנגב הפך לנושא עבודתו: תחריטים של ערוצים יבשים, של עצי שיטה ושל הצללים הארוכים של שעות אחר הצהריים המאוחרות. עד היום הוא מדפיס כל מהדורה בעבודת יד, במכבש שבנה מחדש בעצמו.",
  },
  // 5 Shira Elmaleh
  {
    name: "שירה אלמליח",
    bio: "שירה אלמליח יוצרת יודאיקה מקרמיקה, בהשראת האריחים המעוטרים שבבית סבתה במרוקו. את פמוטי השבת, קערות הסדר ובתי המזוזה שלה היא מעצבת על האובניים ומזגגת בכחול קובלט עמוק ובטורקיז.",
  },
  // 6 Rana Khoury-Saba
  {
    name: "ראנה ח׳ורי-סאבא",
    bio: "ראנה ח׳ורי-סאבא היא צלמת מנצרת, ובפרויקטים ארוכי טווח היא מתעדת שכונות שעוברות שינוי. היא מצלמת בפילם בפורמט בינוני ובאור טבעי, וחוזרת במשך שנים רבות לאותם רחובות, לאותן משפחות ולאותן חזיתות של חנויות. הסדרה שלה על שווקי הגליל הוצגה ברחבי הארץ.",
  },
  // 7 Eitan Mizrahi-Gold
  {
    name: "איתן מזרחי-גולד",
    bio: "איתן מזרחי-גולד התחיל לצייר על קירות בפלורנטין, והיום הוא נע בין ציורי קיר, סטנסילים ולוחות עץ שמצא ואסף. הדמויות שלו הן נוסעים בדרך לעבודה, דייגים וחתולי רחוב, מצוירות בהומור ועם הרבה כתום.",
  },
  // 8 Katya Zilberstein
  {
    name: "קטיה זילברשטיין",
    bio: "קטיה זילברשטיין כותבת קוד שמצייר. עבודותיה הגנרטיביות יוצאות מהקלטות של רוח, של תנועת מכוניות ושל קולות הים ביפו, והופכות אותן לשדות צבע המשתנים באיטיות, שאותם היא מדפיסה בהדפסי פיגמנט ארכיוניים גדולים. היא למדה מתמטיקה בנובוסיבירסק ועיצוב בירושלים.",
  },
  // 9 Dawit Alemu-Baruch
  {
    name: "דאוויט אלמו-ברוך",
    bio: "דאוויט אלמו-ברוך מצייר דיוקנאות של חברים ושכנים מקריית גת על רקעים שטוחים ובוהקים. הדמויות שלו מונומנטליות ושלוות, ולעיתים קרובות הן מצוירות לצד חפצים שנושאים זיכרון משפחתי: סל, רדיו, טלית מקופלת.",
  },
  // 10 Amal Daher-Salman
  {
    name: "אמל דאהר-סלמאן",
    bio: "אמל דאהר-סלמאן בונה כלים בטכניקת החבלים ופסלי חימר בסטודיו קטן סמוך לעכו. היא שורפת אותם בתנור עצים, והאפר מותיר על כל עבודה דוגמה משלה של כתמי להבה ושל נזילות זיגוג. העבודות שלה הן הזמנה להאט ולגעת.",
  },
  // 11 Gideon Harel-Stern
  {
    name: "גדעון הראל-שטרן",
    bio: "גדעון הראל-שטרן הוא אמן חיתוכי נייר והדפס מירושלים. הכתובות שלו משלבות מוטיבים מסורתיים עם קו הרקיע של העיר, וכל אחת מהן גזורה ביד מגיליון נייר אחד.",
  },
  // 12 Hadas Weinreb
  {
    name: "הדס וינרב",
    bio: "הדס וינרב מציירת בחוץ, לאורך חוף הים התיכון מראש הנקרה ועד אשדוד, בכל עונות השנה. סקיצות השמן הקטנות והמהירות שלה לוכדות את מזג האוויר של בוקר אחד, ובסטודיו הן מתפתחות להפשטות גדולות יותר של ים ושמיים. את כל חוף הים של ישראל היא כבר הלכה ברגל פעמיים.",
  },
  // 13 Misha Korenblit (the English gives no pronoun, so the Hebrew is phrased without a gendered verb)
  {
    name: "מישה קורנבליט",
    bio: "בצילומי הלילה של מישה קורנבליט, ערים ישראליות נבנות מחדש בכלים דיגיטליים: שלטי ניאון ותחנות אוטובוס נמתחים לאדריכלות של חלום.",
  },
];

/** An artist who exists only in Hebrew: no English name or biography. Styles are the catalogue's English tags. */
export const hebrewOnlyArtist: { name: string; bio: string; styles: string[] } = {
  name: "ליאורה שבתאי-דהן",
  bio: "ליאורה שבתאי-דהן נולדה בירוחם וגרה בה עד היום. בסטודיו שבחצר ביתה היא יוצרת תמונות מחול צבעוני שהיא אוספת במכתש הגדול, מבדים ישנים שקיבלה מנשות השכונה ומגזירי עיתונים בעברית, בערבית ובאמהרית. עבודותיה מחברות בין נוף המדבר לבין הסיפורים של העיירה שבה גדלה, והן מוצגות בעיקר בתערוכות קהילתיות בנגב. בימי שישי היא פותחת את החצר לקהל, והקהל מוזמן להביא חפץ קטן מהבית, שאולי ימצא את מקומו בעבודה הבאה.",
  styles: ["Mixed Media", "Landscape"],
};

/** Two artworks by hebrewOnlyArtist. */
export const hebrewOnlyArtworks: { title: string; year: number; description: string }[] = [
  {
    title: "חולות המכתש הגדול",
    year: 2022,
    description:
      "שבעה גוונים של חול, מסגול ועד צהוב חרדל, שנאספו בשבעה ביקורים במכתש והודבקו בפסים על לוח עץ ישן. בין השכבות מציצים קרעי עיתון מהשבוע שבו נאסף כל גוון.",
  },
  {
    title: "השמלות של השכנות",
    year: 2024,
    description:
      "קולאז׳ גדול מבדים של שמלות שנתנו לה נשות השכונה, תפורים על מפה מצוירת של ירוחם: כל פיסת בד במקום שבו גרה מי שלבשה אותה.",
  },
];
