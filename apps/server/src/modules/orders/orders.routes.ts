// HTTP routes of orders: a signed-in customer orders a product; staff see every order and set
// its status from /seeorder.
import { ErrorSchema } from "@app/shared/common";
import {
  OrderExportQuerySchema,
  OrderInputSchema,
  OrderListQuerySchema,
  OrderSchema,
  UpdateOrderStatusSchema,
} from "@app/shared/orders";
import { ShopIdParamsSchema } from "@app/shared/products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { CsvStreamSchema } from "../../lib/csv-export";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { createOrdersService } from "./orders.service";

export const ordersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // The customer is mailed when staff confirm, deliver or cancel an order.
  const service = createOrdersService(app.db, {
    db: app.db,
    mailer: app.mail,
    publicUrl: config.publicUrl,
  });
  const adminOnly = app.requireRole("admin");

  app.post(
    "/api/orders",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "orders.place",
        tags: ["orders"],
        summary:
          "Order a product (status placed). Name and email come from the account, the product " +
          "name and price from the product `idvalue.category`; the body's are ignored. A " +
          "product whose stock is counted and has none left is refused (409).",
        body: OrderInputSchema,
        response: { 201: OrderSchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.place(userOf(request), request.body)),
  );

  app.get(
    "/api/orders",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "orders.list",
        tags: ["orders"],
        summary:
          "Orders newest first, a page at a time: every order for staff and admins, the " +
          "caller's own for a user; search (q) name, email, mobile or the reference " +
          "(ORD-000123), filter by status, " +
          "product and days (from, to)",
        querystring: OrderListQuerySchema,
        response: { 200: OrderSchema.array(), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.list(userOf(request), request.query)),
  );

  app.get(
    "/api/orders/export.csv",
    {
      onRequest: app.requireRole("staff", "admin"),
      schema: {
        operationId: "orders.exportCsv",
        tags: ["orders"],
        summary:
          "Every order that passes the list's filters as CSV, newest first, streamed (staff, admin)",
        querystring: OrderExportQuerySchema,
        produces: ["text/csv"],
        response: {
          200: { description: "The orders", content: { "text/csv": { schema: CsvStreamSchema } } },
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="orders.csv"')
        .header("cache-control", "no-store")
        .send(service.exportCsv(request.query)),
  );

  app.put(
    "/api/orders/:id",
    {
      // Admins set an order's status; staff read the orders (docs/product.md: shop and orders).
      onRequest: adminOnly,
      schema: {
        operationId: "orders.setStatus",
        tags: ["orders"],
        summary:
          "Set an order's status (admin); the body is only {status}. Cancelling puts the item " +
          "back into the product's stock; taking a cancelled order up again needs one left (409)",
        params: ShopIdParamsSchema,
        body: UpdateOrderStatusSchema,
        response: {
          200: OrderSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      return service.setStatus(request.params.id, request.body.status, {
        id: user.id,
        name: user.name,
      });
    },
  );
};
