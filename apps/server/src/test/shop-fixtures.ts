// Test helpers for the shop: small real images, hand-made PNGs (for bombs and polyglots) and
// products added through POST /cloudinary.
import { deflateSync } from "node:zlib";
import type { Order } from "@app/shared/orders";
import type { Product } from "@app/shared/products";
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

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * A greyscale PNG of `width`×`height` whose pixel rows are `rows` (each row starting with its
 * filter byte), deflated as given: the header can claim any size whatever the data holds.
 */
export function pngOf(width: number, height: number, rows: Buffer, bitDepth = 8): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 300-byte PNG whose header claims 100000×100000 pixels (10 gigapixels): a pixel bomb. */
export const pngBomb = (): Buffer => pngOf(100_000, 100_000, Buffer.alloc(1024));

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
  name_bn?: string;
  description_bn?: string;
  stock?: string;
  price?: string;
  sellprice?: string;
  kind?: "shop" | "study";
  hsnSac?: string;
  gstRate?: string;
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

/** A shop order of `product` by the signed-in `token`, to a West Bengal address; fails the test if refused. */
export async function placeOrder(
  app: FastifyInstance,
  token: string,
  product: string,
): Promise<Order> {
  const res = await app.inject({
    method: "POST",
    url: "/api/users/order",
    headers: auth(token),
    payload: {
      address: "7, Court Road, Berhampore",
      gender: "female",
      pin: "742101",
      mobile: "9876543210",
      idvalue: { category: product },
    },
  });
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
  return res.json<Order>();
}
