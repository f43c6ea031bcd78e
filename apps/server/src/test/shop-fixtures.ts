// Test helpers for the shop: small real images and products added through POST /cloudinary.
import type { Product } from "@app/shared/shop";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { type FormPart, multipartForm } from "./multipart";
import { auth } from "./test-app";

export const pngImage = (width = 60, height = 40, background = "#3366cc"): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export const jpegImage = (width = 60, height = 40, background = "#cc6633"): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

export const photoPart = (
  content: Buffer,
  filename = "item.png",
  contentType = "image/png",
): FormPart => ({ name: "photo", filename, contentType, content });

/** POST /cloudinary with these parts, as `token` (or as a visitor). */
export function uploadProduct(app: FastifyInstance, token: string | undefined, parts: FormPart[]) {
  const body = multipartForm(parts);
  return app.inject({
    method: "POST",
    url: "/cloudinary",
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
    payload: body.payload,
  });
}

export type ProductFixture = {
  name?: string;
  title?: string;
  price?: string;
  sellprice?: string;
  kind?: "shop" | "study";
};

/** Adds a product with one small image as `adminToken`; fails the test if it is refused. */
export async function addProduct(
  app: FastifyInstance,
  adminToken: string,
  fixture: ProductFixture = {},
): Promise<Product> {
  const fields = {
    name: "Test product",
    title: "A product made by a test",
    price: "100",
    sellprice: "90",
    ...fixture,
  };
  const res = await uploadProduct(app, adminToken, [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    photoPart(await pngImage()),
  ]);
  if (res.statusCode !== 201)
    throw new Error(`product upload failed: ${res.statusCode} ${res.body}`);
  return res.json<Product>();
}
