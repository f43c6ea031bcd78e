// HTTP routes of the account's own settings and picture.
import { ErrorSchema } from "@app/shared/common";
import { SignedInUserSchema, UpdateMeSchema, UserSchema } from "@app/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/auth";
import { NO_FIELDS } from "../../plugins/uploads";
import { type AccountDeps, toSignedInUser } from "./accounts";
import { encodeAvatar } from "./avatar-storage";
import { createProfileService } from "./profile.service";

export const profileRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (
  app,
  { deps },
) => {
  const service = createProfileService(deps);

  app.get(
    "/api/users/me",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.getMe",
        tags: ["users"],
        summary: "The signed-in user",
        response: { 200: SignedInUserSchema, 401: ErrorSchema },
      },
    },
    async (request) => toSignedInUser(userOf(request)),
  );

  app.put(
    "/api/users/me",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.updateMe",
        tags: ["users"],
        summary: "Change the signed-in user's own settings: name, language, digits",
        body: UpdateMeSchema,
        response: { 200: SignedInUserSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => service.updateMe(userOf(request), request.body),
  );

  app.put(
    "/api/users/me/avatar",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.setAvatar",
        tags: ["users"],
        summary: "Upload a profile picture (multipart, file field `avatar`)",
        consumes: ["multipart/form-data"],
        response: {
          200: UserSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => {
      const form = await request.readUpload({
        fields: NO_FIELDS,
        files: {
          name: "avatar",
          max: 1,
          noun: /*i18n*/ { id: "uploads.noun.image", message: "image" },
          missing: /*i18n*/ { id: "users.avatar.missing", message: "Please choose an image" },
          read: encodeAvatar,
        },
      });
      return service.setAvatar(userOf(request).id, form.files[0]);
    },
  );

  app.delete(
    "/api/users/me/avatar",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.removeAvatar",
        tags: ["users"],
        summary: "Remove the profile picture",
        response: { 200: UserSchema, 401: ErrorSchema },
      },
    },
    async (request) => service.removeAvatar(userOf(request).id),
  );
};
