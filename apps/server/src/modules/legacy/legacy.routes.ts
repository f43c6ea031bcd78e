// The old paths of the site's first version (its client's calls, and the routes first written at them), kept
// working for its client and kept apart from the real API, which lives in the modules. Each old
// path is an alias of one capability operation: the same hooks, schemas and handler, registered
// when that operation is, listed in the OpenAPI document under the tag `legacy` as deprecated,
// with an operationId `legacy.<method><Path>`.
//
// The list of old paths is packages/shared/src/server-paths.ts (the web's dev server forwards the
// same). Three answer in another shape than their operation (a body instead of a path parameter,
// an array of one): they are routes of their own below, over the same services.
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
import { LEGACY_ALIASES, LEGACY_ROUTES, type LegacyAlias } from "@app/shared/server-paths";
import { AdminIdParamsSchema } from "@app/shared/voters";
import type { FastifySchema, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { languageOf } from "../../lib/i18n";
import { createLocationsService } from "../locations/locations.service";
import { createProductsService } from "../products/products.service";

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
    LEGACY_ROUTES.singleProduct.url,
    {
      schema: legacySchema(
        {
          summary: "One product; `category` is its id",
          body: SingleProductBodySchema,
          response: { 200: ProductSchema, 400: ErrorSchema, 404: ErrorSchema },
        },
        LEGACY_ROUTES.singleProduct.method,
        LEGACY_ROUTES.singleProduct.url,
        "GET /api/products/{id} (products.get)",
      ),
    },
    async (request) => products.get(request.body.category, languageOf(request)),
  );

  app.post(
    LEGACY_ROUTES.deleteProduct.url,
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
        LEGACY_ROUTES.deleteProduct.method,
        LEGACY_ROUTES.deleteProduct.url,
        "DELETE /api/products/{id} (products.remove)",
      ),
    },
    async (request) => products.remove(request.body.id, languageOf(request)),
  );

  app.get(
    LEGACY_ROUTES.mapPosition.url,
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
        LEGACY_ROUTES.mapPosition.method,
        LEGACY_ROUTES.mapPosition.url,
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
