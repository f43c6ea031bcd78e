// The new ticket's form names the trip as a reader knows it: its field is "Trip", and a ticket
// sent without one is refused naming the trips (never their codes), in English and in Bengali; a
// subject and a description are asked for, each under its field.
import { expect, test } from "@playwright/test";
import { createUser, signIn } from "./support";

test("a ticket without a trip is refused naming the trips, in the reader's language", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "Tapan Trip");
  await signIn(page, user);
  await page.goto("/new-ticket");
  const trip = page.getByLabel("Trip", { exact: true });
  await expect(trip).toBeVisible();
  await expect(page.getByLabel("Product", { exact: true })).toHaveCount(0);
  await page.getByLabel("Subject").fill("Which bus");
  await page.getByLabel("Description of the issue").fill("Which bus goes there?");
  await page.getByRole("button", { name: "Submit" }).click();
  const named =
    "Please choose a trip: Plassey Monument, Hazarduari Palace or Nabadwip Iskon Temple";
  await expect(page.getByText(named)).toBeVisible();
  await expect(page.getByText(/plassey, hazarduari|iskon\b/)).toHaveCount(0);

  // The same account, reading Bengali.
  const res = await request.put("/api/users/me", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { locale: "bn" },
  });
  expect(res.status()).toBe(200);
  await page.goto("/new-ticket");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByLabel("ভ্রমণ", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "জমা দিন" }).click();
  await expect(
    page.getByText("একটি ভ্রমণ বেছে নিন: পলাশী মনুমেন্ট, হাজারদুয়ারি প্রাসাদ অথবা নবদ্বীপ ইসকন মন্দির"),
  ).toBeVisible();
  // Nothing written: the subject and the description are asked for, in Bengali too.
  await expect(page.getByText("টিকিটের একটি বিষয় লিখুন")).toBeVisible();
  await expect(page.getByText("অনুগ্রহ করে সমস্যাটি বর্ণনা করুন")).toBeVisible();
  await expect(page).toHaveURL("/new-ticket");
});
