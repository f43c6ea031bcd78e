import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  login,
  signIn,
  type TestUser,
} from "./support";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const NARROWEST = { width: 360, height: 800 };
const HEADER =
  "sl_no,state,district,assembly_constituency,total_voter,number_of_hindu,number_of_muslim";

// Voter rows are shared by the whole server; each test works in constituencies of its own.
const suffix = () => Math.random().toString(36).slice(2, 8);

type Row = {
  sl_no: number;
  state: string;
  district: string;
  assembly_constituency: string;
  total_voter: number;
  number_of_hindu: number;
  number_of_muslim: number;
};

const FIELD_LABELS = {
  sl_no: "Sl no",
  state: "State",
  district: "District",
  assembly_constituency: "Assembly constituency",
  total_voter: "Total voters",
  number_of_hindu: "Number of Hindus",
  number_of_muslim: "Number of Muslims",
} as const;

async function fillForm(page: Page, row: Row) {
  const form = page.getByRole("form", { name: "Voter form" });
  for (const [field, label] of Object.entries(FIELD_LABELS)) {
    await form.getByLabel(label).fill(String(row[field as keyof Row]));
  }
}

async function addByApi(request: APIRequestContext, admin: TestUser, row: Row) {
  const res = await request.post("/api/voter/add", {
    data: row,
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A constituency's rows in the voter table: its heading row, then its rows. */
const group = (page: Page, name: string) =>
  page
    .getByRole("table", { name: "Voter rows" })
    .getByRole("rowgroup")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });

/** A constituency's subtotal row, under its rows. */
const subtotal = (page: Page, name: string) =>
  group(page, name)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: /^Subtotal/ }) });

/** The summary above the rows: its three figures in order (total voters, Hindus, Muslims). */
const summary = (page: Page, name = "Totals of the rows found") =>
  page.getByRole("region", { name, exact: true });

/** The row of `sl_no` in a constituency's group. */
const voterRow = (page: Page, name: string, slNo: number) =>
  group(page, name)
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: String(slNo), exact: true }) });

test.describe.configure({ mode: "serial" });

test("the admin adds rows, edits one ('Update Voter', then back to add mode) and sees them under their constituency with subtotals and a summary", async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const tag = suffix();
  const plassey = `Plassey ${tag}`;
  const kaliganj = `Kaliganj ${tag}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, admin);
  // Voter rows are shared by every test: the search keeps this test's constituencies together.
  await page.goto(`/voterinsert?q=${tag}`);
  await expect(page.getByRole("heading", { name: "Voter data", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Search voter rows")).toHaveValue(tag);
  const addButton = page.getByRole("button", { name: "Add Voter" });

  const base = { state: "West Bengal", district: "Nadia" };
  await fillForm(page, {
    ...base,
    sl_no: 1,
    assembly_constituency: plassey,
    total_voter: 1000,
    number_of_hindu: 600,
    number_of_muslim: 300,
  });
  await addButton.click();
  await expect(group(page, plassey).getByRole("row")).toHaveCount(3); // heading, row, subtotal
  // The form is empty again, in add mode.
  await expect(page.getByRole("form", { name: "Voter form" }).getByLabel("Sl no")).toHaveValue("");
  await expect(
    page.getByRole("form", { name: "Voter form" }).getByLabel("Assembly constituency"),
  ).toHaveValue("");

  await fillForm(page, {
    ...base,
    sl_no: 2,
    assembly_constituency: plassey,
    total_voter: 500,
    number_of_hindu: 200,
    number_of_muslim: 100,
  });
  await addButton.click();
  await fillForm(page, {
    ...base,
    sl_no: 1,
    assembly_constituency: kaliganj,
    total_voter: 800,
    number_of_hindu: 300,
    number_of_muslim: 400,
  });
  await addButton.click();

  // Each constituency's rows under its own heading, in the server's order (constituency, sl_no),
  // closed by its subtotal.
  await expect(group(page, plassey).getByRole("row")).toHaveCount(4);
  await expect(group(page, kaliganj).getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("rowheader").filter({ hasNotText: /^Subtotal/ })).toHaveText([
    kaliganj,
    plassey,
  ]);
  await expect(voterRow(page, plassey, 1)).toContainText("1,000");
  await expect(voterRow(page, plassey, 2)).toContainText("500");
  await expect(voterRow(page, kaliganj, 1)).toContainText("800");
  await expect(subtotal(page, plassey).getByRole("rowheader")).toHaveText("Subtotal (2 rows)");
  await expect(subtotal(page, plassey).getByRole("cell")).toHaveText(["1,500", "800", "400", ""]);
  await expect(subtotal(page, kaliganj).getByRole("rowheader")).toHaveText("Subtotal (1 row)");
  await expect(subtotal(page, kaliganj).getByRole("cell")).toHaveText(["800", "300", "400", ""]);
  // The summary sums every row the search finds: this test's three.
  await expect(summary(page)).toContainText("3 rows in 2 constituencies");
  await expect(summary(page).getByRole("term")).toHaveText(["Total voters", "Hindus", "Muslims"]);
  await expect(summary(page).getByRole("definition")).toHaveText(["2,300", "1,100", "800"]);

  // Edit fills the form and switches the label to 'Update Voter' (with Cancel).
  await page.getByRole("button", { name: `Edit row 2 of ${plassey}` }).click();
  const form = page.getByRole("form", { name: "Voter form" });
  await expect(page.getByRole("button", { name: "Update Voter" })).toBeVisible();
  await expect(addButton).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(form.getByLabel("Sl no")).toHaveValue("2");
  await expect(form.getByLabel("Assembly constituency")).toHaveValue(plassey);
  await expect(form.getByLabel("Total voters")).toHaveValue("500");
  await form.getByLabel("Total voters").fill("700");
  await form.getByLabel("Number of Muslims").fill("250");
  await page.getByRole("button", { name: "Update Voter" }).click();

  // Back to add mode with an empty form; the table shows the new numbers.
  await expect(addButton).toBeVisible();
  await expect(page.getByRole("button", { name: "Update Voter" })).toHaveCount(0);
  await expect(form.getByLabel("Sl no")).toHaveValue("");
  await expect(form.getByLabel("Total voters")).toHaveValue("");
  await expect(voterRow(page, plassey, 2)).toContainText("700");
  await expect(voterRow(page, plassey, 2)).toContainText("250");
  // The subtotal and the summary follow the change.
  await expect(subtotal(page, plassey).getByRole("cell")).toHaveText(["1,700", "800", "550", ""]);
  await expect(summary(page).getByRole("definition")).toHaveText(["2,500", "1,100", "950"]);

  // Cancel leaves edit mode without changing anything.
  await page.getByRole("button", { name: `Edit row 1 of ${kaliganj}` }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(addButton).toBeVisible();
  await expect(form.getByLabel("Sl no")).toHaveValue("");

  // The constituency filter narrows the rows to one constituency; a reload keeps it.
  await page
    .getByRole("search", { name: "Search and filter voter rows" })
    .getByLabel("Constituency")
    .fill(kaliganj);
  await expect(page).toHaveURL(/assembly_constituency=/);
  await expect(group(page, plassey)).toHaveCount(0);
  // The summary follows the filter too.
  await expect(summary(page).getByRole("definition")).toHaveText(["800", "300", "400"]);
  await expect(summary(page)).toContainText("1 row in 1 constituency");
  await page.reload();
  await expect(group(page, kaliganj).getByRole("row")).toHaveCount(3);
  await expect(group(page, plassey)).toHaveCount(0);
  await expect(summary(page).getByRole("definition")).toHaveText(["800", "300", "400"]);

  // Delete asks first, then removes the row; with nothing found the summary goes too.
  await page.getByRole("button", { name: `Delete row 1 of ${kaliganj}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(group(page, kaliganj)).toHaveCount(0);
  await expect(page.getByText("No voter rows match")).toBeVisible();
  await expect(summary(page)).toHaveCount(0);
});

test("a duplicate key shows the server's 409 message; Hindus + Muslims above the total is refused before sending", async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const ac = `Duplicate ${suffix()}`;
  const row = {
    sl_no: 7,
    state: "West Bengal",
    district: "Murshidabad",
    assembly_constituency: ac,
    total_voter: 100,
    number_of_hindu: 50,
    number_of_muslim: 40,
  };
  await addByApi(request, admin, row);
  await page.setViewportSize(DESKTOP);
  await signIn(page, admin);
  await page.goto(`/voterinsert?assembly_constituency=${encodeURIComponent(ac)}`);
  await expect(group(page, ac)).toBeVisible();

  const adds: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/voters") {
      adds.push(req.method());
    }
  });

  // More Hindus and Muslims than voters: the field says so and nothing is sent.
  await fillForm(page, { ...row, sl_no: 8, number_of_hindu: 60, number_of_muslim: 50 });
  await page.getByRole("button", { name: "Add Voter" }).click();
  await expect(
    page.getByText("The Hindu and Muslim voters together cannot be more than the total voters"),
  ).toBeVisible();
  const hindus = page.getByRole("form", { name: "Voter form" }).getByLabel("Number of Hindus");
  await expect(hindus).toHaveAttribute("aria-invalid", "true");
  // Focus goes to the refused field a frame or two after the submit (lib/form-errors); the next
  // fields are typed once it has, so the move does not take the typing with it.
  await expect(hindus).toBeFocused();
  // Required and numeric fields.
  await page.getByRole("form", { name: "Voter form" }).getByLabel("State").fill("");
  await page.getByRole("form", { name: "Voter form" }).getByLabel("Sl no").fill("abc");
  await page.getByRole("button", { name: "Add Voter" }).click();
  await expect(page.getByText("Please enter a state")).toBeVisible();
  await expect(page.getByText(/^Enter a whole number from 0 to /)).toBeVisible();
  expect(adds).toEqual([]);

  // The same (sl_no, constituency) again: the server's 409 shows once, at the field.
  await fillForm(page, row);
  await page.getByRole("button", { name: "Add Voter" }).click();
  const slNo = page.getByRole("form", { name: "Voter form" }).getByLabel("Sl no");
  await expect(slNo).toHaveAttribute("aria-invalid", "true");
  await expect(slNo).toHaveAccessibleDescription(
    "This assembly constituency already has a row with this number",
  );
  await expect(page.getByRole("form", { name: "Voter form" }).getByRole("alert")).toHaveCount(0);
  expect(adds).toEqual(["POST"]);
  // The form keeps what was typed, so it can be corrected.
  await expect(
    page.getByRole("form", { name: "Voter form" }).getByLabel("Assembly constituency"),
  ).toHaveValue(ac);
});

test("CSV import adds rows (a bad line names itself, nothing written) and export downloads voters.csv", async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const ac = `Imported ${suffix()}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, admin);
  await page.goto(`/voterinsert?assembly_constituency=${encodeURIComponent(ac)}`);
  await expect(page.getByRole("heading", { name: "Voter data", level: 1 })).toBeVisible();
  const fileInput = page.locator('input[type="file"]');

  // A bad line: nothing is imported and the alert names the line.
  const bad = `${HEADER}\n1,West Bengal,Nadia,${ac},10,5,5\n2,West Bengal,Nadia,${ac},10,9,9\n`;
  await fileInput.setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(bad),
  });
  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: /line \d+: number_of_hindu/ }),
  ).toBeVisible();
  await expect(group(page, ac)).toHaveCount(0);

  const good = `${HEADER}\n1,West Bengal,Nadia,${ac},120,70,40\n2,West Bengal,"Nadia, North",${ac},80,30,20\n`;
  await fileInput.setInputFiles({
    name: "voters.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(good),
  });
  await page.getByRole("button", { name: "Import CSV" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 added, 0 updated." })).toBeVisible();
  await expect(group(page, ac).getByRole("row")).toHaveCount(4);
  await expect(group(page, ac)).toContainText("Nadia, North");
  await expect(voterRow(page, ac, 1)).toContainText("120");
  await expect(voterRow(page, ac, 2)).toContainText("80");
  // The import counts at once in the subtotal and the summary.
  await expect(subtotal(page, ac).getByRole("cell")).toHaveText(["200", "100", "60", ""]);
  await expect(summary(page).getByRole("definition")).toHaveText(["200", "100", "60"]);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("voters.csv");
  const path = await download.path();
  const csv = await readFile(path, "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(HEADER);
  expect(lines).toContain(`1,West Bengal,Nadia,${ac},120,70,40`);
  expect(lines).toContain(`2,West Bengal,"Nadia, North",${ac},80,30,20`);
});

test("a constituency running over two pages has the subtotal of all its rows on both, and the summary sums them all", async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const ac = `Long ${suffix()}`;
  // 55 rows: a page of 50 and 5 more. Each has 1,00,000 + n voters, 60,000 Hindus, 30,000 Muslims.
  const lines = Array.from(
    { length: 55 },
    (_, index) => `${index + 1},West Bengal,Nadia,${ac},${100_000 + index + 1},60000,30000`,
  );
  const imported = await request.post("/api/voter/import", {
    headers: { Authorization: `Bearer ${admin.token}` },
    multipart: {
      file: {
        name: "long.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`${HEADER}\n${lines.join("\n")}\n`),
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await signIn(page, admin);
  // Without a search the summary is of every row on the server.
  await page.goto("/voterinsert");
  await expect(summary(page, "Totals of all rows").getByRole("definition")).toHaveCount(3);

  await page.goto(`/voterinsert?assembly_constituency=${encodeURIComponent(ac)}`);
  const sums = ["55,01,540", "33,00,000", "16,50,000"]; // en-IN grouping, as voter figures are
  await expect(summary(page)).toContainText("55 rows in 1 constituency");
  await expect(summary(page).getByRole("definition")).toHaveText(sums);
  await expect(group(page, ac).getByRole("row")).toHaveCount(52); // heading, 50 rows, subtotal
  await expect(subtotal(page, ac).getByRole("rowheader")).toHaveText(
    "Subtotal (55 rows, 5 on other pages)",
  );
  await expect(subtotal(page, ac).getByRole("cell")).toHaveText([...sums, ""]);

  await page
    .getByRole("navigation", { name: "Voter rows pages" })
    .getByRole("button", { name: "Page 2" })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(group(page, ac).getByRole("row")).toHaveCount(7);
  await expect(subtotal(page, ac).getByRole("rowheader")).toHaveText(
    "Subtotal (55 rows, 50 on other pages)",
  );
  await expect(subtotal(page, ac).getByRole("cell")).toHaveText([...sums, ""]);
  // The summary does not page: still every row found.
  await expect(summary(page).getByRole("definition")).toHaveText(sums);
});

test("/voterinsert has no serious accessibility violation at 1280 and 375 px and fits 360 px", async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const ac = `Axe ${suffix()}`;
  await addByApi(request, admin, {
    sl_no: 1,
    state: "West Bengal",
    district: "Nadia",
    assembly_constituency: ac,
    total_voter: 10,
    number_of_hindu: 5,
    number_of_muslim: 4,
  });
  await signIn(page, admin);
  const address = `/voterinsert?q=${encodeURIComponent(ac)}`;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(address);
    await expect(group(page, ac)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize(NARROWEST);
  await page.goto(address);
  await expect(group(page, ac)).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The table scrolls inside its container; Edit stays reachable.
  await page.getByRole("button", { name: `Edit row 1 of ${ac}` }).click();
  await expect(page.getByRole("button", { name: "Update Voter" })).toBeVisible();
});

test("users and staff cannot open /voterinsert", async ({ page, request }) => {
  for (const role of ["user", "staff"] as const) {
    const account = await createUser(request, `Voter ${role}`, role);
    await signIn(page, account);
    await page.goto("/voterinsert");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  }
});
