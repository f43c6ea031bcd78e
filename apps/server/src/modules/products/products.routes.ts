// HTTP routes of the shop's products, at the specification's paths: the public gallery, detail
// and search, and the admin's upload and delete.
import { ErrorSchema } from "@app/shared/common";
import {
  DeleteProductBodySchema,
  MAX_PRODUCT_IMAGES,
  ProductFieldsSchema,
  ProductListQuerySchema,
  ProductSchema,
  SearchProductsBodySchema,
  SingleProductBodySchema,
} from "@app/shared/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { encodeProductImage } from "./product-image-storage";
import { createProductsService } from "./products.service";

const bearer = [{ bearer: [] }];

export const productsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const service = createProductsService(app.db, config.dataDir);
  const adminOnly = app.requireRole("admin");

  app.get(
    "/photo",
    {
      schema: {
        tags: ["shop"],
        summary: "Every product, newest first; `?kind=shop` or `?kind=study` for one kind",
        querystring: ProductListQuerySchema,
        response: { 200: ProductSchema.array(), 400: ErrorSchema },
      },
    },
    async (request) => service.list(request.query.kind),
  );

  app.post(
    "/cloudinary",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["shop"],
        summary:
          "Add a product (admin; multipart: fields `name`, `title` (description), `price`, " +
          "`sellprice` (rupees), `kind` (shop|study, default shop); 1–3 files `photo`, PNG/JPEG, " +
          "each at most UPLOAD_MAX_MB)",
        consumes: ["multipart/form-data"],
        security: bearer,
        response: {
          201: ProductSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await request.readUpload({
        fields: ProductFieldsSchema,
        files: {
          name: "photo",
          max: MAX_PRODUCT_IMAGES,
          noun: "image",
          missing: `Please choose 1 to ${MAX_PRODUCT_IMAGES} images`,
          read: encodeProductImage,
        },
      });
      return reply.code(201).send(await service.create(form.fields, form.files));
    },
  );

  app.post(
    "/delphoto",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["shop"],
        summary:
          "Delete a product and its image files (admin). `fname1..3` are accepted and ignored: " +
          "the server knows the product's files.",
        security: bearer,
        body: DeleteProductBodySchema,
        response: {
          200: ProductSchema.describe("The deleted product"),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => service.remove(request.body.id),
  );

  app.post(
    "/single/photo",
    {
      schema: {
        tags: ["shop"],
        summary: "One product; `category` is its id",
        body: SingleProductBodySchema,
        response: { 200: ProductSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => service.get(request.body.category),
  );

  app.post(
    "/search",
    {
      schema: {
        tags: ["shop"],
        summary:
          "Products whose name or description contains `anytext`, ignoring case, newest first " +
          "(`%` and `_` match themselves; empty text: every product)",
        body: SearchProductsBodySchema,
        response: { 200: ProductSchema.array(), 400: ErrorSchema },
      },
    },
    async (request) => service.search(request.body.anytext, request.body.kind),
  );
};
