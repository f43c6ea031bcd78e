// HTTP routes of the shop's products: the public gallery, detail and search, and the admin's
// upload and delete. The specification's paths (/photo, /cloudinary, ...) are in modules/legacy.
import { ErrorSchema } from "@app/shared/common";
import {
  MAX_PRODUCT_IMAGES,
  ProductFieldsSchema,
  ProductListQuerySchema,
  ProductSchema,
  ProductSearchQuerySchema,
  SearchProductsBodySchema,
  ShopIdParamsSchema,
} from "@app/shared/products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { sendPage } from "../../lib/paging";
import { encodeProductImage } from "./product-image-storage";
import { createProductsService } from "./products.service";

export const productsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const service = createProductsService(app.db, config.dataDir);
  const adminOnly = app.requireRole("admin");

  app.get(
    "/api/products",
    {
      schema: {
        operationId: "products.list",
        tags: ["products"],
        summary:
          "Products newest first, a page at a time; `?kind=shop` or `?kind=study` for one kind, " +
          "`q` for a part of the name or description",
        querystring: ProductListQuerySchema,
        response: { 200: ProductSchema.array(), 400: ErrorSchema },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.list(request.query)),
  );

  app.post(
    "/api/products",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "products.create",
        tags: ["products"],
        summary:
          "Add a product (admin; multipart: fields `name`, `title` (description), `price`, " +
          "`sellprice` (rupees), `kind` (shop|study, default shop); 1–3 files `photo`, PNG/JPEG, " +
          "each at most UPLOAD_MAX_MB)",
        consumes: ["multipart/form-data"],
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
          noun: /*i18n*/ { id: "uploads.noun.image", message: "image" },
          missing: {
            .../*i18n*/ {
              id: "products.images.missing",
              message: "Please choose {min} to {max} images",
            },
            values: { min: 1, max: MAX_PRODUCT_IMAGES },
          },
          read: encodeProductImage,
        },
      });
      return reply.code(201).send(await service.create(form.fields, form.files));
    },
  );

  app.delete(
    "/api/products/:id",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "products.remove",
        tags: ["products"],
        summary: "Delete a product and its image files (admin); answers the deleted product",
        params: ShopIdParamsSchema,
        response: {
          200: ProductSchema.describe("The deleted product"),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => service.remove(request.params.id),
  );

  app.get(
    "/api/products/:id",
    {
      schema: {
        operationId: "products.get",
        tags: ["products"],
        summary: "One product",
        params: ShopIdParamsSchema,
        response: { 200: ProductSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.post(
    "/api/products/search",
    {
      schema: {
        operationId: "products.search",
        tags: ["products"],
        summary:
          "Products whose name or description contains `anytext`, ignoring case, newest first " +
          "(`%` and `_` match themselves; empty text: every product)",
        body: SearchProductsBodySchema,
        querystring: ProductSearchQuerySchema,
        response: { 200: ProductSchema.array(), 400: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.search(request.body, request.query)),
  );
};
