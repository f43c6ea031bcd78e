// The home page's visitor count.
import { z } from "zod";

/** A browser counts once per this many minutes, however often it asks. */
export const VISIT_WINDOW_MINUTES = 30;

/** GET /visitor */
export const VisitorCountSchema = z.object({ visitor: z.number().int().nonnegative() });
export type VisitorCount = z.infer<typeof VisitorCountSchema>;
