import type { Migration } from "kysely/migration";
import * as m0001 from "./0001-initial-schema.ts";
import * as m0002 from "./0002-media.ts";
import * as m0003 from "./0003-submissions.ts";
import * as m0004 from "./0004-sign-in.ts";
import * as m0005 from "./0005-sign-in-allowances.ts";
import * as m0006 from "./0006-page-generation.ts";
import * as m0007 from "./0007-inquiry-message.ts";
import * as m0008 from "./0008-site-settings.ts";
import * as m0009 from "./0009-administrator-language.ts";
import * as m0010 from "./0010-hebrew-content.ts";
import * as m0011 from "./0011-style-names.ts";
import * as m0012 from "./0012-artwork-facts.ts";
import * as m0013 from "./0013-search.ts";
import * as m0014 from "./0014-opening-hours.ts";
import * as m0015 from "./0015-instance-claims.ts";
import * as m0016 from "./0016-audit-log.ts";
import * as m0017 from "./0017-two-step-sign-in.ts";
import * as m0018 from "./0018-sign-in-floods.ts";
import * as m0019 from "./0019-no-placeholder-facts.ts";
import * as m0020 from "./0020-gallery-visit-facts.ts";
import * as m0021 from "./0021-people-and-roles.ts";
import * as m0022 from "./0022-drafts-and-versions.ts";
import * as m0023 from "./0023-availability-confirmed.ts";
import * as m0024 from "./0024-two-step-requirement.ts";

// Listed statically (not read from disk) so the migrations travel inside the server bundle.
// Append new migrations; never rename, reorder or edit a landed one.
export const migrations: Record<string, Migration> = {
  "0001-initial-schema": m0001,
  "0002-media": m0002,
  "0003-submissions": m0003,
  "0004-sign-in": m0004,
  "0005-sign-in-allowances": m0005,
  "0006-page-generation": m0006,
  "0007-inquiry-message": m0007,
  "0008-site-settings": m0008,
  "0009-administrator-language": m0009,
  "0010-hebrew-content": m0010,
  "0011-style-names": m0011,
  "0012-artwork-facts": m0012,
  "0013-search": m0013,
  "0014-opening-hours": m0014,
  "0015-instance-claims": m0015,
  "0016-audit-log": m0016,
  "0017-two-step-sign-in": m0017,
  "0018-sign-in-floods": m0018,
  "0019-no-placeholder-facts": m0019,
  "0020-gallery-visit-facts": m0020,
  "0021-people-and-roles": m0021,
  "0022-drafts-and-versions": m0022,
  "0023-availability-confirmed": m0023,
  "0024-two-step-requirement": m0024,
};
