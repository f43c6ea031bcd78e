// An admin edits a product (its Bengali name, its price, its stock, its images) on its own page,
// and the shop shows the change in each language, at a phone's width and a desktop's; the shop's
// moving line reads whole on a phone.
import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  login,
  screenshot,
  signIn,
  type TestUser,
} from "./support";

/** A 1×1 PNG: the server re-encodes whatever it accepts. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const photo = (name: string) => ({ name, mimeType: "image/png", buffer: PIXEL });

const gallery = (page: Page, label: string) => page.getByRole("list", { name: label });

const RUNS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;

for (const run of RUNS) {
  test(`an admin edits a product's Bengali name, price, stock and images; the shop shows them (${run.width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const suffix = Math.random().toString(36).slice(2, 8);
    const name = `Jute Bag ${suffix}`;
    const bengali = `পাটের ব্যাগ ${suffix}`;
    const admin: TestUser = await login(request, ADMIN.email, ADMIN.password);
    const created = await request.post("/api/products", {
      headers: { authorization: `Bearer ${admin.token}` },
      multipart: {
        name_en: name,
        description_en: "A strong jute shopping bag",
        price: "500",
        sellprice: "450",
        kind: "shop",
        photo: photo("bag.png"),
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.setViewportSize(run);
    await signIn(page, admin);
    await page.goto("/admin");
    const item = gallery(page, "All products").getByRole("listitem").filter({ hasText: name });
    // The back office flags a text still waiting for its translation.
    await expect(item.getByText("Translation missing")).toBeVisible();
    await item.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/products\//);
    await expect(page.getByRole("heading", { name: `Edit ${name}`, level: 1 })).toBeVisible();
    const details = page.getByRole("form", { name: "Details" });
    // Both the name and the description wait for their Bengali.
    await expect(details.getByText("Bengali missing")).toHaveCount(2);
    await expect(details.getByLabel(/^Selling price \(₹\)/)).toHaveValue("450.00");
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // A selling price above the price is refused before anything is sent.
    await details.getByLabel(/^Selling price \(₹\)/).fill("600");
    await details.getByRole("button", { name: "Save changes" }).click();
    await expect(details.getByText("Selling price cannot be more than the price")).toBeVisible();

    await details.getByLabel("Name in Bengali").fill(bengali);
    await details.getByLabel(/^Selling price \(₹\)/).fill("399.50");
    await details.getByLabel("Stock").fill("2");
    await details.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("The product was saved")).toBeVisible();
    // The name has its Bengali now; the description still waits for it.
    await expect(details.getByText("Bengali missing")).toHaveCount(1);

    // Images: a second one added, moved first, then the first removed.
    const images = page.getByTestId("product-image");
    await expect(images).toHaveCount(1);
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "Add images" }).click(),
    ]);
    await chooser.setFiles([photo("side.png")]);
    await expect(images).toHaveCount(2);
    const secondSrc = await images.nth(1).getByRole("img").getAttribute("src");
    await page.getByRole("button", { name: "Move image 2 earlier" }).click();
    await expect(images.first().getByRole("img")).toHaveAttribute("src", secondSrc ?? "");
    await page.getByRole("button", { name: "Remove image 2" }).click();
    await expect(images).toHaveCount(1);
    await expect(images.first().getByRole("img")).toHaveAttribute("src", secondSrc ?? "");
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, `product-edit-${run.width}`);

    // A visitor sees the new price, in English and in Bengali, with the name in each language.
    await page.goto("/");
    await page.evaluate(() => localStorage.removeItem("user"));
    await page.goto("/shop");
    const shopItem = gallery(page, "Shop items").getByRole("listitem").filter({ hasText: name });
    await expect(shopItem.getByText("₹399.50")).toBeVisible();
    await expect(shopItem.locator("s")).toHaveText(/₹500\.00/);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, `product-shop-${run.width}`);
    await page.goto("/bn/shop");
    const bengaliItem = page.getByTestId("product-item").filter({ hasText: bengali });
    await expect(bengaliItem).toHaveCount(1);
    await expect(bengaliItem.getByText(name)).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // Only two left: the product page says so; none left: sold out, no Buy.
    await bengaliItem.getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: bengali, level: 1 })).toBeVisible();
    await page.goto(page.url().replace("/bn/", "/"));
    await expect(page.getByText("Only 2 left")).toBeVisible();
    const id = new URL(page.url()).searchParams.get("id") ?? "";
    const soldOut = await request.patch(`/api/products/${id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { stock: 0 },
    });
    expect(soldOut.status()).toBe(200);
    await page.reload();
    await expect(page.getByText("Sold out")).toBeVisible();
    await expect(page.getByRole("button", { name: "Buy" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Buy" })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, `product-sold-out-${run.width}`);
  });
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the shop's line about genuine items stands still and reads whole", async ({ page }) => {
    for (const path of ["/shop", "/bn/shop"]) {
      await page.goto(path);
      const line = page.getByText(/All items are 100% genuine|১০০%/).first();
      await expect(line).toBeVisible();
      const measure = await line.evaluate((element) => {
        const band = element.parentElement as HTMLElement;
        const box = element.getBoundingClientRect();
        const shown = band.getBoundingClientRect();
        return {
          animation: getComputedStyle(element).animationName,
          inside: box.left >= shown.left - 1 && box.right <= shown.right + 1,
          clipped:
            band.scrollWidth > band.clientWidth + 1 || band.scrollHeight > band.clientHeight + 1,
        };
      });
      expect(measure).toEqual({ animation: "none", inside: true, clipped: false });
    }
  });
});
