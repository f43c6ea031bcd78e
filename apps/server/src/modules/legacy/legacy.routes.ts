// The specification's old paths (seed-spec §7 and the routes first written at its paths), kept
// working for its client and kept apart from the real API, which lives in the modules. Each old
// path is an alias of one capability operation: the same hooks, schemas and handler, registered
// when that operation is, listed in the OpenAPI document under the tag `legacy` as deprecated,
// with an operationId `legacy.<method><Path>`.
//
// Three old paths answer in another shape than their operation (a body instead of a path
// parameter, an array of one): they are routes of their own below, over the same services.
//
// Not here: `POST /api/users/` and `GET|POST /api/tickets/`. The router ignores a trailing slash
// (app.ts), so /api/users and /api/tickets answer them; Fastify refuses a second route that
// differs only by the slash, and an OpenAPI path may not end with one.
import { ErrorSchema } from "@app/shared/common";
import { MapLatLongSchema } from "@app/shared/locations";
import {
  DeleteProductBodySchema,
  ProductSchema,
  SingleProductBodySchema,
} from "@app/shared/products";
import { AdminIdParamsSchema } from "@app/shared/voters";
import type { FastifySchema, HTTPMethods, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { createLocationsService } from "../locations/locations.service";
import { createProductsService } from "../products/products.service";

export type LegacyAlias = {
  method: HTTPMethods;
  /** The old path, in Fastify's `:param` form; its parameters are named as the operation's. */
  url: string;
  /** The operationId of the capability operation it stands for. */
  of: string;
};

export const LEGACY_ALIASES: readonly LegacyAlias[] = [
  // Institute pages
  { method: "POST", url: "/weath", of: "weather.lookup" },
  { method: "GET", url: "/visitor", of: "visitor.count" },
  { method: "GET", url: "/download", of: "courses.prospectus" },
  { method: "POST", url: "/mail", of: "mail.send" },
  { method: "GET", url: "/students", of: "students.listOld" },
  { method: "POST", url: "/users/add", of: "teachers.add" },
  { method: "GET", url: "/api/users/alluser", of: "users.list" },
  { method: "POST", url: "/api/users/mapdata", of: "locations.share" },
  { method: "GET", url: "/api/users/mapdata", of: "locations.getMine" },
  { method: "DELETE", url: "/api/users/mapdata", of: "locations.stopSharing" },
  { method: "GET", url: "/api/users/getmapdata", of: "locations.list" },
  { method: "DELETE", url: "/api/users/deletemap/:id", of: "locations.remove" },
  { method: "POST", url: "/api/users/admission", of: "admissions.apply" },
  { method: "GET", url: "/api/users/admission", of: "admissions.listMine" },
  { method: "GET", url: "/api/users/newstudentlist", of: "admissions.list" },
  { method: "PUT", url: "/api/users/newstudentlist/:id", of: "admissions.setStatus" },
  { method: "POST", url: "/api/users/qmarks", of: "quiz.submit" },
  { method: "GET", url: "/api/users/qmarks", of: "quiz.getMine" },
  // Shop
  { method: "GET", url: "/photo", of: "products.list" },
  { method: "POST", url: "/cloudinary", of: "products.create" },
  { method: "POST", url: "/search", of: "products.search" },
  { method: "POST", url: "/api/users/order", of: "orders.place" },
  { method: "GET", url: "/api/users/order", of: "orders.list" },
  { method: "PUT", url: "/api/users/order/:id", of: "orders.setStatus" },
  // Admin
  { method: "GET", url: "/api/voter", of: "voters.list" },
  { method: "POST", url: "/api/voter/add", of: "voters.add" },
  {
    method: "PUT",
    url: "/api/voter/update/:sl_no/:assembly_constituency",
    of: "voters.update",
  },
  { method: "DELETE", url: "/api/voter/:sl_no/:assembly_constituency", of: "voters.remove" },
  { method: "GET", url: "/api/voter/export.csv", of: "voters.exportCsv" },
  { method: "POST", url: "/api/voter/import", of: "voters.importCsv" },
];

/** `legacy.` + the method + the path's words: POST /users/add → `legacy.postUsersAdd`. */
export function legacyOperationId(method: string, url: string): string {
  const words = url
    .split("/")
    .filter((segment) => segment !== "" && segment !== "api" && !segment.startsWith(":"))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `legacy.${method.toLowerCase()}${words.join("")}`;
}

const legacySchema = <S extends FastifySchema>(
  schema: S,
  method: string,
  url: string,
  replacement: string,
): S => ({
  ...schema,
  operationId: legacyOperationId(method, url),
  tags: ["legacy"],
  deprecated: true,
  description: `The specification's old path; use ${replacement}.`,
});

/** The old paths whose answer or input differs from their operation's. */
const reshapedRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const products = createProductsService(app.db, config.dataDir);
  const locations = createLocationsService(app.db);

  app.post(
    "/single/photo",
    {
      schema: legacySchema(
        {
          summary: "One product; `category` is its id",
          body: SingleProductBodySchema,
          response: { 200: ProductSchema, 400: ErrorSchema, 404: ErrorSchema },
        },
        "POST",
        "/single/photo",
        "GET /api/products/{id} (products.get)",
      ),
    },
    async (request) => products.get(request.body.category),
  );

  app.post(
    "/delphoto",
    {
      onRequest: app.requireRole("admin"),
      schema: legacySchema(
        {
          summary:
            "Delete a product and its image files (admin). `fname1..3` are accepted and " +
            "ignored: the server knows the product's files.",
          body: DeleteProductBodySchema,
          response: {
            200: ProductSchema.describe("The deleted product"),
            400: ErrorSchema,
            401: ErrorSchema,
            403: ErrorSchema,
            404: ErrorSchema,
          },
        },
        "POST",
        "/delphoto",
        "DELETE /api/products/{id} (products.remove)",
      ),
    },
    async (request) => products.remove(request.body.id),
  );

  app.get(
    "/api/users/getmaplatlong/:id",
    {
      onRequest: app.requireRole("admin"),
      schema: legacySchema(
        {
          summary:
            "One shared position, as an array of one (the specification's client reads " +
            "[0].lat) (admin)",
          params: AdminIdParamsSchema,
          response: {
            200: MapLatLongSchema,
            400: ErrorSchema,
            401: ErrorSchema,
            403: ErrorSchema,
            404: ErrorSchema,
          },
        },
        "GET",
        "/api/users/getmaplatlong/:id",
        "GET /api/locations/{id} (locations.get)",
      ),
    },
    async (request) => [await locations.findById(request.params.id)],
  );
};

/**
 * Registers each alias beside its operation, from the operation's own route options, so the two
 * cannot drift apart. It must be registered before the modules' routes; start-up fails if an
 * alias names an operation that no route has (a renamed operationId, say).
 */
export const legacyRoutes = fp<{ config: Config }>(
  async (app, { config }) => {
    const aliasesOf = new Map<string, LegacyAlias[]>();
    for (const alias of LEGACY_ALIASES) {
      aliasesOf.set(alias.of, [...(aliasesOf.get(alias.of) ?? []), alias]);
    }
    const registered = new Set<LegacyAlias>();

    // `this` is the instance the operation was registered on: the alias gets its encapsulated
    // content-type parsers and hooks too (the voters' CSV parser, for one).
    app.addHook("onRoute", function (route) {
      const operationId = route.schema?.operationId;
      if (route.method === "HEAD" || typeof operationId !== "string") return;
      for (const alias of aliasesOf.get(operationId) ?? []) {
        if (route.method !== alias.method) {
          throw new Error(`${alias.method} ${alias.url} aliases a ${route.method} operation`);
        }
        registered.add(alias);
        const { url, path: _path, routePath: _routePath, prefix: _prefix, ...options } = route;
        const replacement = `${alias.method} ${url.replace(/:(\w+)/g, "{$1}")} (${operationId})`;
        const aliasRoute: RouteOptions = {
          ...options,
          url: alias.url,
          schema: legacySchema(route.schema ?? {}, alias.method, alias.url, replacement),
        };
        this.route(aliasRoute);
      }
    });
    app.addHook("onReady", async () => {
      const missing = LEGACY_ALIASES.filter((alias) => !registered.has(alias));
      if (missing.length > 0) {
        const list = missing.map((alias) => `${alias.method} ${alias.url} → ${alias.of}`);
        throw new Error(`Legacy aliases of no registered operation: ${list.join(", ")}`);
      }
    });

    await app.register(reshapedRoutes, { config });
  },
  { name: "legacy-routes", dependencies: ["auth", "database"] },
);
