// The home page's visitor count.
import { z } from "zod";

/** GET /visitor */
export const VisitorCountSchema = z.object({ visitor: z.number().int().nonnegative() });
export type VisitorCount = z.infer<typeof VisitorCountSchema>;
