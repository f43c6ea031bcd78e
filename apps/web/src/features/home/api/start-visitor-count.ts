// The home page's first data when it is the page the browser opened (router.tsx's prefetch),
// sent for before the home page's code has arrived; useVisitorCount takes the answer.
import { startEarly } from "@/lib/api-client";

export const VISITOR_COUNT_PATH = "/visitor";

export const startVisitorCount = () => startEarly(VISITOR_COUNT_PATH);
