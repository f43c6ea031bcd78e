// The trips a ticket may be about (docs/product.md: support desk): every trip staff keep, the
// three first ones among them, as GET /api/trips lists them in the page's language.
import type { Language } from "@app/shared/i18n";
import { PublicTripSchema } from "@app/shared/trips";
import { useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";

/** How many trips the ticket screens read to name and offer them (one page, the most a page holds). */
const TICKET_TRIPS = "100";

export const ticketTripsQueryKey = (language: Language) => ["ticket-trips", language] as const;

export const useTicketTrips = () => {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ticketTripsQueryKey(language),
    queryFn: () =>
      readPage(
        api.GET("/api/trips", { params: { query: { lang: language, limit: TICKET_TRIPS } } }),
        PublicTripSchema,
      ),
    staleTime: 5 * 60_000,
  });
};
