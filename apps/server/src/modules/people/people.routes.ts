// HTTP routes of the people and the proof (decision 043): the public's paged lists of published
// teachers, consented results, testimonials and gallery photos; and the staff's screens for them.
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import {
  GalleryPhotoInputSchema,
  GalleryUploadFieldsSchema,
  PublicGalleryPhotoSchema,
  PublicListQuerySchema,
  PublicResultSchema,
  PublicTeacherSchema,
  PublicTestimonialSchema,
  ResultInputSchema,
  StaffGalleryPhotoSchema,
  StaffPeopleListQuerySchema,
  StaffResultSchema,
  StaffTeacherSchema,
  StaffTestimonialSchema,
  TeacherInputSchema,
  TeacherPhotoChoiceSchema,
  TestimonialInputSchema,
} from "@app/shared/people";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { languageOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { encodePhoto } from "../../lib/photo-storage";
import { userOf } from "../../plugins/auth";
import { NO_FIELDS } from "../../plugins/uploads";
import { encodeTeacherPhoto } from "../teachers/teacher-photo-storage";
import { createPeopleService } from "./people.service";

const denied = { 401: ErrorSchema, 403: ErrorSchema };
const deleted = z.null().describe("Deleted");
const tags = ["people"];
const PHOTO_NOUN = /*i18n*/ { id: "uploads.noun.photo", message: "photo" };
const PHOTO_MISSING = /*i18n*/ { id: "people.photo.missing", message: "Please choose a photo" };
const photoResponses = { 400: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };
const PHOTO_SUMMARY =
  "(staff, admin; multipart: one file `photo`, PNG or JPEG, at most UPLOAD_MAX_MB; stored " +
  "re-encoded as WebP)";

export const peopleRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createPeopleService(app.db, config.dataDir);
  const staff = app.requireRole("staff", "admin");
  // /teacherup's photos (names and birthdates) are the admin's only (decision 067).
  const adminOnly = app.requireRole("admin");

  // The public lists, in the language of `lang`, else the reader's.

  app.get(
    "/api/people/teachers",
    {
      schema: {
        operationId: "people.listTeachers",
        tags,
        summary: "The published teachers in the site's order, a page at a time",
        querystring: PublicListQuerySchema,
        response: { 200: PublicTeacherSchema.array(), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      reply.header("vary", "accept-language");
      return sendPage(
        request,
        reply,
        await service.publicTeachers(query, lang ?? languageOf(request)),
      );
    },
  );

  app.get(
    "/api/people/results",
    {
      schema: {
        operationId: "people.listResults",
        tags,
        summary:
          "The published results whose student's consent is recorded, newest year first, a " +
          "page at a time",
        querystring: PublicListQuerySchema,
        response: { 200: PublicResultSchema.array(), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      reply.header("vary", "accept-language");
      return sendPage(
        request,
        reply,
        await service.publicResults(query, lang ?? languageOf(request)),
      );
    },
  );

  app.get(
    "/api/people/testimonials",
    {
      schema: {
        operationId: "people.listTestimonials",
        tags,
        summary: "The published testimonials, newest first, a page at a time",
        querystring: PublicListQuerySchema,
        response: { 200: PublicTestimonialSchema.array(), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      reply.header("vary", "accept-language");
      return sendPage(
        request,
        reply,
        await service.publicTestimonials(query, lang ?? languageOf(request)),
      );
    },
  );

  app.get(
    "/api/people/gallery",
    {
      schema: {
        operationId: "people.listGallery",
        tags,
        summary: "The published gallery photos with their captions, newest first, a page at a time",
        querystring: PublicListQuerySchema,
        response: { 200: PublicGalleryPhotoSchema.array(), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      reply.header("vary", "accept-language");
      return sendPage(
        request,
        reply,
        await service.publicGallery(query, lang ?? languageOf(request)),
      );
    },
  );

  // Teachers

  app.get(
    "/api/staff/teachers",
    {
      onRequest: staff,
      schema: {
        operationId: "people.listTeachersForStaff",
        tags,
        summary:
          "Every teacher with the texts in both languages, a page at a time (q: a part of the " +
          "name or subjects; staff, admin)",
        querystring: StaffPeopleListQuerySchema,
        response: { 200: StaffTeacherSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.listTeachers(request.query)),
  );

  app.post(
    "/api/staff/teachers",
    {
      onRequest: staff,
      schema: {
        operationId: "people.createTeacher",
        tags,
        summary: "Add a teacher (staff, admin)",
        body: TeacherInputSchema,
        response: { 201: StaffTeacherSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createTeacher(request.body)),
  );

  app.get(
    "/api/staff/teachers/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.getTeacher",
        tags,
        summary: "One teacher (staff, admin)",
        params: IdParamsSchema,
        response: { 200: StaffTeacherSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.getTeacher(request.params.id),
  );

  app.put(
    "/api/staff/teachers/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.changeTeacher",
        tags,
        summary: "Change a teacher's texts, place in the list or publication (staff, admin)",
        params: IdParamsSchema,
        body: TeacherInputSchema,
        response: { 200: StaffTeacherSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.changeTeacher(request.params.id, request.body),
  );

  app.delete(
    "/api/staff/teachers/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.removeTeacher",
        tags,
        summary: "Delete a teacher and their photo (staff, admin)",
        params: IdParamsSchema,
        response: { 204: deleted, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await service.removeTeacher(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/staff/teachers/:id/photo",
    {
      onRequest: staff,
      schema: {
        operationId: "people.setTeacherPhoto",
        tags,
        summary: `Give a teacher their photo, stored as /teacherup's photos are ${PHOTO_SUMMARY}`,
        params: IdParamsSchema,
        consumes: ["multipart/form-data"],
        response: { 200: StaffTeacherSchema, ...photoResponses, ...denied },
      },
    },
    async (request) => {
      const form = await request.readUpload({
        fields: NO_FIELDS,
        files: {
          name: "photo",
          max: 1,
          noun: PHOTO_NOUN,
          missing: PHOTO_MISSING,
          read: encodeTeacherPhoto,
        },
      });
      return service.setTeacherPhoto(request.params.id, form.files[0]);
    },
  );

  app.put(
    "/api/staff/teachers/:id/teacher-photo",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "people.chooseTeacherPhoto",
        tags,
        summary:
          "Make one of the photos uploaded on /teacherup (GET /api/teachers) the teacher's photo " +
          "too; the teacher keeps a copy of its own (admin)",
        params: IdParamsSchema,
        body: TeacherPhotoChoiceSchema,
        response: { 200: StaffTeacherSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.chooseTeacherPhoto(request.params.id, request.body.photoId),
  );

  app.delete(
    "/api/staff/teachers/:id/photo",
    {
      onRequest: staff,
      schema: {
        operationId: "people.removeTeacherPhoto",
        tags,
        summary: "Remove a teacher's photo (staff, admin)",
        params: IdParamsSchema,
        response: { 200: StaffTeacherSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.setTeacherPhoto(request.params.id, null),
  );

  // Results

  app.get(
    "/api/staff/results",
    {
      onRequest: staff,
      schema: {
        operationId: "people.listResultsForStaff",
        tags,
        summary:
          "Every result with its consent, newest first, a page at a time (q: a part of the " +
          "student's name or the exam; staff, admin)",
        querystring: StaffPeopleListQuerySchema,
        response: { 200: StaffResultSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.listResults(request.query)),
  );

  app.post(
    "/api/staff/results",
    {
      onRequest: staff,
      schema: {
        operationId: "people.createResult",
        tags,
        summary:
          "Add a result; consent, with the day it was given, is recorded as given to the " +
          "signed-in staff member (staff, admin)",
        body: ResultInputSchema,
        response: { 201: StaffResultSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createResult(request.body, userOf(request))),
  );

  app.get(
    "/api/staff/results/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.getResult",
        tags,
        summary: "One result with its consent (staff, admin)",
        params: IdParamsSchema,
        response: { 200: StaffResultSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.getResult(request.params.id),
  );

  app.put(
    "/api/staff/results/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.changeResult",
        tags,
        summary: "Change a result; withdrawn consent hides it from the public (staff, admin)",
        params: IdParamsSchema,
        body: ResultInputSchema,
        response: { 200: StaffResultSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.changeResult(request.params.id, request.body, userOf(request)),
  );

  app.delete(
    "/api/staff/results/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.removeResult",
        tags,
        summary: "Delete a result and its photo (staff, admin)",
        params: IdParamsSchema,
        response: { 204: deleted, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await service.removeResult(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/staff/results/:id/photo",
    {
      onRequest: staff,
      schema: {
        operationId: "people.setResultPhoto",
        tags,
        summary: `Give a result the student's photo ${PHOTO_SUMMARY}`,
        params: IdParamsSchema,
        consumes: ["multipart/form-data"],
        response: { 200: StaffResultSchema, ...photoResponses, ...denied },
      },
    },
    async (request) => {
      const form = await request.readUpload({
        fields: NO_FIELDS,
        files: {
          name: "photo",
          max: 1,
          noun: PHOTO_NOUN,
          missing: PHOTO_MISSING,
          read: encodePhoto,
        },
      });
      return service.setResultPhoto(request.params.id, form.files[0]);
    },
  );

  app.delete(
    "/api/staff/results/:id/photo",
    {
      onRequest: staff,
      schema: {
        operationId: "people.removeResultPhoto",
        tags,
        summary: "Remove a result's photo (staff, admin)",
        params: IdParamsSchema,
        response: { 200: StaffResultSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.setResultPhoto(request.params.id, null),
  );

  // Testimonials

  app.get(
    "/api/staff/testimonials",
    {
      onRequest: staff,
      schema: {
        operationId: "people.listTestimonialsForStaff",
        tags,
        summary: "Every testimonial, newest first, a page at a time (staff, admin)",
        querystring: StaffPeopleListQuerySchema,
        response: { 200: StaffTestimonialSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.listTestimonials(request.query)),
  );

  app.post(
    "/api/staff/testimonials",
    {
      onRequest: staff,
      schema: {
        operationId: "people.createTestimonial",
        tags,
        summary: "Add a testimonial (staff, admin)",
        body: TestimonialInputSchema,
        response: { 201: StaffTestimonialSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createTestimonial(request.body)),
  );

  app.get(
    "/api/staff/testimonials/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.getTestimonial",
        tags,
        summary: "One testimonial (staff, admin)",
        params: IdParamsSchema,
        response: { 200: StaffTestimonialSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.getTestimonial(request.params.id),
  );

  app.put(
    "/api/staff/testimonials/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.changeTestimonial",
        tags,
        summary: "Change a testimonial (staff, admin)",
        params: IdParamsSchema,
        body: TestimonialInputSchema,
        response: { 200: StaffTestimonialSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.changeTestimonial(request.params.id, request.body),
  );

  app.delete(
    "/api/staff/testimonials/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.removeTestimonial",
        tags,
        summary: "Delete a testimonial (staff, admin)",
        params: IdParamsSchema,
        response: { 204: deleted, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await service.removeTestimonial(request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Gallery

  app.get(
    "/api/staff/gallery",
    {
      onRequest: staff,
      schema: {
        operationId: "people.listGalleryForStaff",
        tags,
        summary: "Every gallery photo, newest first, a page at a time (staff, admin)",
        querystring: StaffPeopleListQuerySchema,
        response: { 200: StaffGalleryPhotoSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.listGallery(request.query)),
  );

  app.post(
    "/api/staff/gallery",
    {
      onRequest: staff,
      schema: {
        operationId: "people.addGalleryPhoto",
        tags,
        summary: `Add a gallery photo with fields \`captionEn\`, \`captionBn\` ${PHOTO_SUMMARY}`,
        consumes: ["multipart/form-data"],
        response: {
          201: StaffGalleryPhotoSchema,
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const form = await request.readUpload({
        fields: GalleryUploadFieldsSchema,
        files: {
          name: "photo",
          max: 1,
          noun: PHOTO_NOUN,
          missing: PHOTO_MISSING,
          read: encodePhoto,
        },
      });
      return reply.code(201).send(await service.addGalleryPhoto(form.fields, form.files[0]));
    },
  );

  app.put(
    "/api/staff/gallery/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.changeGalleryPhoto",
        tags,
        summary: "Change a gallery photo's caption or whether it is shown (staff, admin)",
        params: IdParamsSchema,
        body: GalleryPhotoInputSchema,
        response: { 200: StaffGalleryPhotoSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.changeGalleryPhoto(request.params.id, request.body),
  );

  app.delete(
    "/api/staff/gallery/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "people.removeGalleryPhoto",
        tags,
        summary: "Delete a gallery photo and its file (staff, admin)",
        params: IdParamsSchema,
        response: { 204: deleted, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await service.removeGalleryPhoto(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
