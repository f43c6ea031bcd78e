// HTTP routes of the shop's products: the public gallery, detail and search, and the admin's
// upload and delete. The specification's paths (/photo, /cloudinary, ...) are in modules/legacy.
import { ErrorSchema } from "@app/shared/common";
import {
  MAX_PRODUCT_IMAGES,
  ProductFieldsSchema,
  ProductImageParamsSchema,
  ProductListQuerySchema,
  ProductSchema,
  ProductSearchQuerySchema,
  ProductUpdateSchema,
  SearchProductsBodySchema,
  ShopIdParamsSchema,
} from "@app/shared/products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { languageOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { NO_FIELDS, type UploadFiles } from "../../plugins/uploads";
import { type EncodedImage, encodeProductImage } from "./product-image-storage";
import { createProductsService } from "./products.service";

export const productsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const service = createProductsService(app.db, config.dataDir);
  const adminOnly = app.requireRole("admin");
  /** The `photo` files of a form: `max` of them at most, at least one. */
  const photos = (max: number): UploadFiles<EncodedImage> => ({
    name: "photo",
    max,
    noun: /*i18n*/ { id: "uploads.noun.image", message: "image" },
    missing:
      max === 1
        ? /*i18n*/ { id: "products.image.missing", message: "Please choose an image" }
        : {
            .../*i18n*/ {
              id: "products.images.missing",
              message: "Please choose {min} to {max} images",
            },
            values: { min: 1, max },
          },
    read: encodeProductImage,
  });

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
    async (request, reply) =>
      sendPage(request, reply, await service.list(request.query, languageOf(request))),
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
          "`sellprice` (rupees), `kind` (shop|study, default shop), `hsnSac` (default 4901), " +
          "`gstRate` (0, 5, 12, 18 or 28 %, default 0); 1–3 files `photo`, PNG/JPEG, " +
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
        files: photos(MAX_PRODUCT_IMAGES),
      });
      const product = await service.create(form.fields, form.files, undefined, languageOf(request));
      return reply.code(201).send(product);
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
    async (request) => service.remove(request.params.id, languageOf(request)),
  );

  app.patch(
    "/api/products/:id",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "products.update",
        tags: ["products"],
        summary:
          "Change a product (admin): its name and description in each language, prices in " +
          "paise, kind, stock (null: not counted), HSN or SAC code, GST rate, and `images`, its " +
          "own stored image names (fname1..3) in their new order, one left out being removed",
        params: ShopIdParamsSchema,
        body: ProductUpdateSchema,
        response: {
          200: ProductSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => service.update(request.params.id, request.body, languageOf(request)),
  );

  app.post(
    "/api/products/:id/images",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "products.addImages",
        tags: ["products"],
        summary:
          "Add images after the product's own (admin; multipart: 1–3 files `photo`, PNG/JPEG, " +
          "at most 3 images in all)",
        consumes: ["multipart/form-data"],
        params: ShopIdParamsSchema,
        response: {
          200: ProductSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => {
      // Found first: a product that is not there is 404 before any image is decoded.
      await service.get(request.params.id);
      const form = await request.readUpload({
        fields: NO_FIELDS,
        files: photos(MAX_PRODUCT_IMAGES),
      });
      return service.addImages(request.params.id, form.files, languageOf(request));
    },
  );

  app.put(
    "/api/products/:id/images/:slot",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "products.replaceImage",
        tags: ["products"],
        summary:
          "Replace the product's image in place `slot` (1–3) with a new one (admin; multipart: " +
          "one file `photo`, PNG/JPEG)",
        consumes: ["multipart/form-data"],
        params: ProductImageParamsSchema,
        response: {
          200: ProductSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => {
      await service.get(request.params.id);
      const form = await request.readUpload({ fields: NO_FIELDS, files: photos(1) });
      const [image] = form.files;
      return service.replaceImage(
        request.params.id,
        request.params.slot,
        image,
        languageOf(request),
      );
    },
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
    async (request) => service.get(request.params.id, languageOf(request)),
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
      sendPage(
        request,
        reply,
        await service.search(request.body, request.query, languageOf(request)),
      ),
  );
};
