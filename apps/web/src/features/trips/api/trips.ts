// Trips: the public list with each trip's next departures, a traveller's bookings, and the
// staff's trips, departures and passenger lists, with their changes.
import type { Language } from "@app/shared/i18n";
import {
  type BookingInput,
  BookingSchema,
  type DepartureInput,
  DepartureSchema,
  MyTripRulesSchema,
  PublicTripSchema,
  StaffTripSchema,
  type TripInput,
} from "@app/shared/trips";
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { api, multipart, readJson, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";
import type { ListQuery } from "@/lib/use-list-params";

export const tripsQueryKey = ["trips"] as const;

/** GET /api/trips in the page's language: the trips and their next departures. */
export const getTripsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...tripsQueryKey, "public", language],
    queryFn: () =>
      readPage(api.GET("/api/trips", { params: { query: { lang: language } } }), PublicTripSchema),
  });

export const useTrips = (language: Language) => useQuery(getTripsQueryOptions(language));

/** The caller's bookings a page at a time, grown with "Show more" (the profile). */
export const useMyBookingPages = () =>
  useInfiniteQuery({
    queryKey: [...tripsQueryKey, "mine"],
    queryFn: ({ pageParam }) =>
      readPage(
        api.GET("/api/trips/bookings/mine", { params: { query: { page: String(pageParam) } } }),
        BookingSchema,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    refetchOnMount: "always",
  });

/** The rules of the trips the caller holds a booking on (the welcome page). */
export const useMyTripRules = () =>
  useQuery({
    queryKey: [...tripsQueryKey, "rules"],
    queryFn: () => readJson(api.GET("/api/trips/rules/mine"), MyTripRulesSchema),
  });

const invalidate = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: tripsQueryKey });

export const useBookSeats = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ departureId, input }: { departureId: string; input: BookingInput }) =>
      readJson(
        api.POST("/api/trips/departures/{id}/bookings", {
          params: { path: { id: departureId } },
          body: input,
        }),
        BookingSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

export const useCancelBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(
        api.POST("/api/trips/bookings/{id}/cancel", { params: { path: { id } } }),
        BookingSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

// The back office.

export const useStaffTrips = (query: ListQuery) =>
  useQuery({
    queryKey: [...tripsQueryKey, "staff", query],
    queryFn: () => readPage(api.GET("/api/staff/trips", { params: { query } }), StaffTripSchema),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });

export const useStaffTrip = (id: string | undefined) =>
  useQuery({
    queryKey: [...tripsQueryKey, "staff-trip", id],
    queryFn: () =>
      readJson(
        api.GET("/api/staff/trips/{id}", { params: { path: { id: id ?? "" } } }),
        StaffTripSchema,
      ),
    enabled: id !== undefined,
  });

export const useSaveTrip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TripInput }) =>
      readJson(
        id
          ? api.PUT("/api/staff/trips/{id}", { params: { path: { id } }, body: input })
          : api.POST("/api/staff/trips", { body: input }),
        StaffTripSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

export const useDeleteTrip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(api.DELETE("/api/staff/trips/{id}", { params: { path: { id } } }), z.unknown()),
    onSuccess: () => invalidate(queryClient),
  });
};

export const useDepartures = (tripId: string, query: ListQuery) =>
  useQuery({
    queryKey: [...tripsQueryKey, "departures", tripId, query],
    queryFn: () =>
      readPage(
        api.GET("/api/staff/trips/{id}/departures", { params: { path: { id: tripId }, query } }),
        DepartureSchema,
      ),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });

export const useDeparture = (id: string) =>
  useQuery({
    queryKey: [...tripsQueryKey, "departure", id],
    queryFn: () =>
      readJson(
        api.GET("/api/staff/departures/{id}", { params: { path: { id } } }),
        DepartureSchema,
      ),
  });

export const useSaveDeparture = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, id, input }: { tripId: string; id?: string; input: DepartureInput }) =>
      readJson(
        id
          ? api.PUT("/api/staff/departures/{id}", { params: { path: { id } }, body: input })
          : api.POST("/api/staff/trips/{id}/departures", {
              params: { path: { id: tripId } },
              body: input,
            }),
        DepartureSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

export const useDeleteDeparture = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(api.DELETE("/api/staff/departures/{id}", { params: { path: { id } } }), z.unknown()),
    onSuccess: () => invalidate(queryClient),
  });
};

export const usePassengers = (departureId: string, query: ListQuery) =>
  useQuery({
    queryKey: [...tripsQueryKey, "passengers", departureId, query],
    queryFn: () =>
      readPage(
        api.GET("/api/staff/departures/{id}/bookings", {
          params: { path: { id: departureId }, query },
        }),
        BookingSchema,
      ),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });

/** POST /api/staff/trips/{id}/photos (multipart): photos added after the trip's own. */
export const useAddTripPhotos = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photos }: { id: string; photos: File[] }) => {
      const body = new FormData();
      for (const photo of photos) body.append("photo", photo);
      return readJson(
        api.POST("/api/staff/trips/{id}/photos", { params: { path: { id } }, ...multipart(body) }),
        StaffTripSchema,
      );
    },
    onSuccess: () => invalidate(queryClient),
  });
};

/** PUT /api/staff/trips/{id}/photos: the trip's photos (their stored names) in a new order. */
export const useOrderTripPhotos = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photos }: { id: string; photos: string[] }) =>
      readJson(
        api.PUT("/api/staff/trips/{id}/photos", { params: { path: { id } }, body: { photos } }),
        StaffTripSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

/** DELETE /api/staff/trips/{id}/photos/{file}: one of the trip's photos. */
export const useRemoveTripPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: string }) =>
      readJson(
        api.DELETE("/api/staff/trips/{id}/photos/{file}", { params: { path: { id, file } } }),
        StaffTripSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};
