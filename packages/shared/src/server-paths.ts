// What the server answers besides the web app's pages: the API, uploaded files, the chat socket,
// and the specification's old paths (docs/architecture.md, "The API document and the legacy
// paths"), which the server's legacy module registers and the web app never calls. The web's dev
// server forwards exactly these (apps/web/vite.config.ts).
//
// No imports: vite.config.ts loads this module with Node itself, which does not follow this
// package's extensionless imports.

/** socket.io path on the same origin as the API (the specification's client uses it). */
export const CHAT_SOCKET_PATH = "/socket.io";

export type LegacyAlias = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The old path, in Fastify's `:param` form; its parameters are named as the operation's. */
  url: string;
  /** The operationId of the capability operation it stands for. */
  of: string;
};

/** The old paths that are aliases of one capability operation: same hooks, schemas and handler. */
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

/**
 * The old paths that answer in another shape than the operation they stand for (a body instead of
 * a path parameter, an array of one): routes of their own in the legacy module.
 */
export const LEGACY_ROUTES = {
  singleProduct: { method: "POST", url: "/single/photo", of: "products.get" },
  deleteProduct: { method: "POST", url: "/delphoto", of: "products.remove" },
  mapPosition: { method: "GET", url: "/api/users/getmaplatlong/:id", of: "locations.get" },
} as const satisfies Record<string, LegacyAlias>;

/** Every old path, in Fastify's `:param` form. */
export const LEGACY_PATHS: readonly string[] = [
  ...new Set([...LEGACY_ALIASES, ...Object.values(LEGACY_ROUTES)].map((route) => route.url)),
];

/** What the server answers besides the pages, as path prefixes (the old paths outside /api). */
export const SERVER_PATH_PREFIXES: readonly string[] = [
  "/api",
  "/media",
  CHAT_SOCKET_PATH,
  ...LEGACY_PATHS.filter((path) => !path.startsWith("/api/")),
];
