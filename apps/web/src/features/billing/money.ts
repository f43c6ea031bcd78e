import { formatPaise } from "@app/shared/shop";

/** Paise as rupees for display, e.g. 4548 → "₹45.48" (integers throughout, no float sums). */
export const formatRupees = (paise: number): string => `₹${formatPaise(paise)}`;
