// Taking the money in the browser (docs/payments.md), at a phone's width and a desk's: a customer
// pays an order by UPI reference and staff confirm it; the front desk takes cash and downloads
// the receipt. The server runs against the fake gateway and UPI settings of scripts/e2e-server.mjs.
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, createUser, login, signIn, type TestUser } from "./support";

const WIDTHS = [375, 1280] as const;

async function actAs(page: Page, user: TestUser) {
  await page.goto("/");
  await page.evaluate(() => localStorage.removeItem("user"));
  await signIn(page, user);
}

/** An order of `user`'s for the first product of the demo shop; answers its id and price. */
async function placeOrder(page: Page, user: TestUser) {
  const request = page.request;
  const products = await request.get("/api/products?limit=1");
  const [product] = (await products.json()) as { _id: string }[];
  if (!product) throw new Error("no product");
  const res = await request.post("/api/users/order", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: {
      address: "7, Court Road, Berhampore",
      gender: "female",
      pin: "742101",
      mobile: "9876543210",
      idvalue: { category: product._id },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string; pricePaise: number };
}

async function paymentStatusOf(page: Page, user: TestUser, orderId: string) {
  const res = await page.request.get("/api/users/order", {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  const orders = (await res.json()) as { _id: string; paymentStatus: string }[];
  return orders.find((order) => order._id === orderId)?.paymentStatus;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a customer pays an order by UPI reference and staff confirm it", async ({ page }) => {
      test.setTimeout(90_000);
      const customer = await createUser(page.request, "Upi Customer");
      const staff = await createUser(page.request, "Upi Staff", "staff");
      const order = await placeOrder(page, customer);

      await actAs(page, customer);
      await page.goto(`/pay?order=${order._id}`);
      await page.getByRole("button", { name: "Pay by UPI QR code" }).click();
      await expect(page.getByRole("img", { name: "UPI QR code for this payment" })).toBeVisible();
      const link = page.getByRole("link", { name: "Open in a UPI app" });
      await expect(link).toHaveAttribute(
        "href",
        /^upi:\/\/pay\?pa=plasseyinstitute@okaxis&pn=Plassey%20Institute&am=\d+\.\d{2}&cu=INR&tn=.+&tr=.+/,
      );
      const utr = `4${Date.now()}`.slice(0, 12);
      await page.getByLabel("UTR (the bank reference your UPI app shows)").fill(utr);
      await page.getByRole("button", { name: "I have paid: send the UTR" }).click();
      await expect(page.getByRole("status")).toContainText(utr);
      expect(await paymentStatusOf(page, customer, order._id)).toBe("unpaid");

      await actAs(page, staff);
      await page.goto("/staff/payments");
      await page.getByRole("button", { name: `Confirm UTR ${utr}` }).click();
      await expect(page.getByRole("button", { name: `Confirm UTR ${utr}` })).toHaveCount(0);
      await expect.poll(() => paymentStatusOf(page, customer, order._id)).toBe("paid");
    });

    test("the front desk takes cash and downloads the receipt", async ({ page }) => {
      test.setTimeout(90_000);
      const customer = await createUser(page.request, "Cash Customer");
      const staff = await createUser(page.request, "Desk Staff", "staff");
      const order = await placeOrder(page, customer);

      await actAs(page, staff);
      await page.goto("/staff/payments");
      await page.getByRole("combobox", { name: "Paid for" }).click();
      await page.getByRole("option", { name: "Shop order" }).click();
      await page.getByLabel("Its id").fill(order._id);
      await page.getByLabel("Amount (₹)").fill(String(order.pricePaise / 100));
      await page.getByRole("button", { name: "Record the payment" }).click();
      const recorded = page.getByRole("status").filter({ hasText: "Recorded" });
      await expect(recorded).toContainText("Cash Customer");
      await expect(recorded).toContainText(/RV\/\d{2}-\d{2}\/\d{5}/);
      const download = page.waitForEvent("download");
      await recorded.getByRole("button", { name: "Download the receipt" }).click();
      expect((await download).suggestedFilename()).toMatch(/^RV-\d{2}-\d{2}-\d{5}\.pdf$/);
      expect(await paymentStatusOf(page, customer, order._id)).toBe("paid");
    });
  });
}

test("only staff reach the payments screen", async ({ page }) => {
  const admin = await login(page.request, ADMIN.email, ADMIN.password);
  const customer = await createUser(page.request, "Curious Customer");
  await actAs(page, customer);
  await page.goto("/staff/payments");
  await expect(page.getByRole("button", { name: "Record the payment" })).toHaveCount(0);
  await actAs(page, admin);
  await page.goto("/staff/payments");
  await expect(page.getByRole("button", { name: "Record the payment" })).toBeVisible();
});
