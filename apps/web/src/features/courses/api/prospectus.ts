import { apiHref } from "@/lib/api-client";

/** The prospectus PDF (public, no token): a link the browser opens in a tab of its own. */
export const PROSPECTUS_HREF = apiHref("/api/courses/prospectus");
