// The capability routes that the specification's old paths alias (modules/legacy/legacy.routes.ts):
// each answers as its old path does, so its matrix row and input spec are the old path's, the call
// moved to the new path.
import type { RouteKey } from "./world";

export const LEGACY_TWINS: readonly (readonly [modern: RouteKey, legacy: RouteKey])[] = [
  ["GET /api/visitor", "GET /visitor"],
  ["POST /api/weather", "POST /weath"],
  ["GET /api/courses/prospectus", "GET /download"],
  ["POST /api/mail", "POST /mail"],
  ["GET /api/students", "GET /students"],
  ["POST /api/teachers", "POST /users/add"],
  ["GET /api/users", "GET /api/users/alluser"],
  ["POST /api/locations/me", "POST /api/users/mapdata"],
  ["GET /api/locations/me", "GET /api/users/mapdata"],
  ["DELETE /api/locations/me", "DELETE /api/users/mapdata"],
  ["GET /api/locations", "GET /api/users/getmapdata"],
  ["DELETE /api/locations/:id", "DELETE /api/users/deletemap/:id"],
  ["POST /api/admissions", "POST /api/users/admission"],
  ["GET /api/admissions/mine", "GET /api/users/admission"],
  ["GET /api/admissions", "GET /api/users/newstudentlist"],
  ["PUT /api/admissions/:id", "PUT /api/users/newstudentlist/:id"],
  ["POST /api/quiz/results", "POST /api/users/qmarks"],
  ["GET /api/quiz/results/mine", "GET /api/users/qmarks"],
  ["GET /api/products", "GET /photo"],
  ["POST /api/products", "POST /cloudinary"],
  ["POST /api/products/search", "POST /search"],
  ["POST /api/orders", "POST /api/users/order"],
  ["GET /api/orders", "GET /api/users/order"],
  ["PUT /api/orders/:id", "PUT /api/users/order/:id"],
  ["GET /api/voters", "GET /api/voter"],
  ["POST /api/voters", "POST /api/voter/add"],
  [
    "PUT /api/voters/:sl_no/:assembly_constituency",
    "PUT /api/voter/update/:sl_no/:assembly_constituency",
  ],
  [
    "DELETE /api/voters/:sl_no/:assembly_constituency",
    "DELETE /api/voter/:sl_no/:assembly_constituency",
  ],
  ["GET /api/voters/export.csv", "GET /api/voter/export.csv"],
  ["POST /api/voters/import", "POST /api/voter/import"],
];

const pathOf = (route: RouteKey): string => route.slice(route.indexOf(" ") + 1);

/** A URL of the `from` route rewritten to the `to` route, path parameters and query kept. */
export function moveUrl(url: string, from: RouteKey, to: RouteKey): string {
  const names: string[] = [];
  const pattern = pathOf(from)
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.]/g, "\\.");
      names.push(segment.slice(1));
      return "([^/?]*)";
    })
    .join("/");
  const match = new RegExp(`^${pattern}(\\?.*)?$`).exec(url);
  if (!match) throw new Error(`${url} is not a URL of ${from}`);
  const values = new Map(names.map((name, i) => [name, match[i + 1] ?? ""]));
  const path = pathOf(to).replace(/:(\w+)/g, (_all, name: string) => values.get(name) ?? "");
  return path + (match[names.length + 1] ?? "");
}
