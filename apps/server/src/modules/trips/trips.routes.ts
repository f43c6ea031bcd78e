// HTTP routes of trips: the public list with each trip's next departures; a signed-in
// traveller's bookings; and the staff's trips, departures and passenger lists.
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import {
  BookingInputSchema,
  BookingListQuerySchema,
  BookingSchema,
  DepartureInputSchema,
  DepartureListQuerySchema,
  DepartureSchema,
  MAX_TRIP_PHOTOS,
  MyTripRulesSchema,
  PublicTripSchema,
  StaffTripListQuerySchema,
  StaffTripSchema,
  TripInputSchema,
  TripListQuerySchema,
  TripPhotoOrderSchema,
  TripPhotoParamsSchema,
} from "@app/shared/trips";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { languageOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { NO_FIELDS, type UploadFiles } from "../../plugins/uploads";
import { encodeTripPhoto } from "./trip-photo-storage";
import { createTripsService } from "./trips.service";

const signedOut = { 401: ErrorSchema };
const denied = { 401: ErrorSchema, 403: ErrorSchema };
const tags = ["trips"];

/** The `photo` files of a form: `max` of them at most, at least one. */
const photoFiles = (max: number): UploadFiles<Buffer> => ({
  name: "photo",
  max,
  noun: /*i18n*/ { id: "uploads.noun.photo", message: "photo" },
  missing:
    max === 1
      ? /*i18n*/ { id: "trips.photo.missing", message: "Please choose a photo" }
      : {
          .../*i18n*/ {
            id: "trips.photos.missing",
            message: "Please choose {min} to {max} photos",
          },
          values: { min: 1, max },
        },
  read: encodeTripPhoto,
});

export const tripsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createTripsService(app.db, config.dataDir);
  const staff = app.requireRole("staff", "admin");

  app.get(
    "/api/trips",
    {
      schema: {
        operationId: "trips.list",
        tags,
        summary:
          "The trips in the site's order, a page at a time, each with its next open departures " +
          "(in the language of `lang`, else the reader's; a text not yet translated in the other)",
        querystring: TripListQuerySchema,
        response: { 200: PublicTripSchema.array(), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      const page = await service.list(query, lang ?? languageOf(request));
      reply.header("vary", "accept-language");
      return sendPage(request, reply, page);
    },
  );

  app.post(
    "/api/trips/departures/:id/bookings",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "trips.book",
        tags,
        summary:
          "Reserve seats on an open departure: adults and children (at least one person), a " +
          "pickup point of the trip's and one name per seat; the amount is the departure's " +
          "prices, and the booking awaits payment",
        params: IdParamsSchema,
        body: BookingInputSchema,
        response: {
          201: BookingSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          ...signedOut,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.book(userOf(request), request.params.id, request.body, languageOf(request)),
        ),
  );

  app.get(
    "/api/trips/bookings/mine",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "trips.listMyBookings",
        tags,
        summary: "The reader's own bookings, newest first, a page at a time",
        querystring: BookingListQuerySchema,
        response: { 200: BookingSchema.array(), 400: ErrorSchema, ...signedOut },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await service.listMine(userOf(request), request.query, languageOf(request)),
      ),
  );

  app.get(
    "/api/trips/rules/mine",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "trips.listMyRules",
        tags,
        summary: "The travel rules of each trip the reader holds a booking on",
        response: { 200: MyTripRulesSchema, ...signedOut },
      },
    },
    async (request) => service.myRules(userOf(request), languageOf(request)),
  );

  app.get(
    "/api/trips/bookings/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "trips.getBooking",
        tags,
        summary: "One booking (its traveller, staff and admins; anyone else is answered 404)",
        params: IdParamsSchema,
        response: { 200: BookingSchema, 400: ErrorSchema, 404: ErrorSchema, ...signedOut },
      },
    },
    async (request) => service.getBooking(userOf(request), request.params.id, languageOf(request)),
  );

  app.post(
    "/api/trips/bookings/:id/cancel",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "trips.cancelBooking",
        tags,
        summary:
          "Cancel a booking awaiting payment; its seats go back to the departure (its traveller, " +
          "staff and admins; anyone else is answered 404)",
        params: IdParamsSchema,
        response: {
          200: BookingSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          ...signedOut,
        },
      },
    },
    async (request) => service.cancel(userOf(request), request.params.id, languageOf(request)),
  );

  app.get(
    "/api/staff/trips",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.listForStaff",
        tags,
        summary:
          "Every trip with its texts in both languages and the languages it still lacks, a page " +
          "at a time (q: a part of the title; staff, admin)",
        querystring: StaffTripListQuerySchema,
        response: { 200: StaffTripSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.listForStaff(request.query)),
  );

  app.post(
    "/api/staff/trips",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.create",
        tags,
        summary: "Add a trip, its texts in one language or both (staff, admin)",
        body: TripInputSchema,
        response: { 201: StaffTripSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.get(
    "/api/staff/trips/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.getForStaff",
        tags,
        summary: "One trip with its texts in both languages (staff, admin)",
        params: IdParamsSchema,
        response: { 200: StaffTripSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.getForStaff(request.params.id),
  );

  app.put(
    "/api/staff/trips/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.change",
        tags,
        summary: "Change a trip's texts (staff, admin)",
        params: IdParamsSchema,
        body: TripInputSchema,
        response: { 200: StaffTripSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.change(request.params.id, request.body),
  );

  app.delete(
    "/api/staff/trips/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.remove",
        tags,
        summary:
          "Delete a trip with its departures, unless seats were ever reserved on one (staff, admin)",
        params: IdParamsSchema,
        response: {
          204: z.null().describe("Deleted"),
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  const photoReplies = {
    200: StaffTripSchema,
    400: ErrorSchema,
    404: ErrorSchema,
    409: ErrorSchema,
    ...denied,
  };
  const uploadReplies = { ...photoReplies, 413: ErrorSchema, 415: ErrorSchema };

  app.post(
    "/api/staff/trips/:id/photos",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.addPhotos",
        tags,
        summary:
          `Add photos after the trip's own (staff, admin; multipart: 1–${MAX_TRIP_PHOTOS} files ` +
          `\`photo\`, PNG or JPEG, at most UPLOAD_MAX_MB each; at most ${MAX_TRIP_PHOTOS} photos ` +
          "in all; stored re-encoded as WebP)",
        params: IdParamsSchema,
        consumes: ["multipart/form-data"],
        response: uploadReplies,
      },
    },
    async (request) => {
      // Found first: a trip that is not there is 404 before any image is decoded.
      await service.getForStaff(request.params.id);
      const form = await request.readUpload({
        fields: NO_FIELDS,
        files: photoFiles(MAX_TRIP_PHOTOS),
      });
      return service.addPhotos(request.params.id, form.files);
    },
  );

  app.put(
    "/api/staff/trips/:id/photos",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.orderPhotos",
        tags,
        summary:
          "Put the trip's photos in a new order: `photos` lists each of its stored photo names " +
          "(`photos[].file`) once (staff, admin)",
        params: IdParamsSchema,
        body: TripPhotoOrderSchema,
        response: photoReplies,
      },
    },
    async (request) => service.orderPhotos(request.params.id, request.body.photos),
  );

  app.delete(
    "/api/staff/trips/:id/photos/:file",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.removePhotoFile",
        tags,
        summary: "Remove one of the trip's photos, by its stored name, and its file (staff, admin)",
        params: TripPhotoParamsSchema,
        response: photoReplies,
      },
    },
    async (request) => service.removePhoto(request.params.id, request.params.file),
  );

  app.put(
    "/api/staff/trips/:id/photo",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.setPhoto",
        tags,
        summary:
          "Replace the trip's first photo, the one its card shows, keeping the others (staff, " +
          "admin; multipart: one file `photo`, PNG or JPEG, at most UPLOAD_MAX_MB; stored " +
          "re-encoded as WebP). Kept for callers of the single photo; the photos calls manage all",
        params: IdParamsSchema,
        consumes: ["multipart/form-data"],
        response: uploadReplies,
      },
    },
    async (request) => {
      await service.getForStaff(request.params.id);
      const form = await request.readUpload({ fields: NO_FIELDS, files: photoFiles(1) });
      return service.setPhoto(request.params.id, form.files[0] ?? null);
    },
  );

  app.delete(
    "/api/staff/trips/:id/photo",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.removePhoto",
        tags,
        summary:
          "Remove the trip's first photo, keeping the others (staff, admin). Kept for callers of " +
          "the single photo",
        params: IdParamsSchema,
        response: photoReplies,
      },
    },
    async (request) => service.setPhoto(request.params.id, null),
  );

  app.get(
    "/api/staff/trips/:id/departures",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.listDepartures",
        tags,
        summary:
          "A trip's departures, soonest first, a page at a time (status: open, closed or " +
          "cancelled; staff, admin)",
        params: IdParamsSchema,
        querystring: DepartureListQuerySchema,
        response: {
          200: DepartureSchema.array(),
          400: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.listDepartures(request.params.id, request.query)),
  );

  app.post(
    "/api/staff/trips/:id/departures",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.addDeparture",
        tags,
        summary: "Add a departure: its date, seats and prices in paise (staff, admin)",
        params: IdParamsSchema,
        body: DepartureInputSchema,
        response: { 201: DepartureSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addDeparture(request.params.id, request.body)),
  );

  app.get(
    "/api/staff/departures/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.getDeparture",
        tags,
        summary: "One departure with its seats taken (staff, admin)",
        params: IdParamsSchema,
        response: { 200: DepartureSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.getDeparture(request.params.id),
  );

  app.put(
    "/api/staff/departures/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.changeDeparture",
        tags,
        summary:
          "Change a departure's date, seats (never below those reserved), prices or status " +
          "(staff, admin)",
        params: IdParamsSchema,
        body: DepartureInputSchema,
        response: {
          200: DepartureSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => service.changeDeparture(request.params.id, request.body),
  );

  app.delete(
    "/api/staff/departures/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.removeDeparture",
        tags,
        summary: "Delete a departure no one has reserved seats on (staff, admin)",
        params: IdParamsSchema,
        response: {
          204: z.null().describe("Deleted"),
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      await service.removeDeparture(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/staff/departures/:id/bookings",
    {
      onRequest: staff,
      schema: {
        operationId: "trips.listPassengers",
        tags,
        summary:
          "The bookings on a departure with their passengers, newest first, a page at a time " +
          "(q: a traveller's name or email or a passenger's name; staff, admin)",
        params: IdParamsSchema,
        querystring: BookingListQuerySchema,
        response: {
          200: BookingSchema.array(),
          400: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await service.listPassengers(request.params.id, request.query, languageOf(request)),
      ),
  );
};
