// What the pages show of a gallery's hours: plain texts made on the server, safe to send to the browser.

export type OpenStateKind = "open" | "closing-soon" | "closed" | "by-appointment";

export interface OpenStateView {
  kind: OpenStateKind;
  text: string;
}

export interface WeekdayHoursView {
  name: string;
  /** "10:00–14:00, 16:00–19:00"; null when closed that day. */
  hours: string | null;
  isToday: boolean;
}

export interface HoursNoticeView {
  date: string;
  text: string;
}

export interface GalleryHoursView {
  state: OpenStateView;
  week: WeekdayHoursView[];
  byAppointment: boolean;
  notices: HoursNoticeView[];
  /** The section's own words, composed on the server: messages the browser need not load. */
  texts: {
    heading: string;
    caption: string;
    day: string;
    hours: string;
    today: string;
    noticesHeading: string;
    closed: string;
    byAppointment: string;
  };
}
