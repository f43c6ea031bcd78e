// Browser journeys for the quiz (/test), the entrance test (/entrance-test) and the staff's
// results page. The e2e server gives the entrance test a 40-second time limit (long enough for the axe scans of a loaded CI machine).
import { expect, type Page, type Response, test } from "@playwright/test";
import {
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  PASSWORD,
  signIn,
  type TestUser,
  whenHydrated,
} from "./support";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const WIDTHS = [
  { name: "1280 px", viewport: DESKTOP },
  { name: "375 px", viewport: PHONE },
];

const apiPath = (response: Response) => new URL(response.url()).pathname;

/** The options of a question, found by a piece of the question's text. */
const question = (page: Page, text: RegExp) => page.getByRole("radiogroup", { name: text });

const QUIZ = {
  station: /Grand Central Terminal/,
  entomology: /Entomology/,
  eritrea: /Eritrea/,
  garampani: /Garampani/,
  nobel: /Nobel Prize/,
};

const ENTRANCE = {
  cpu: /CPU stand for/,
  series: /series 2, 6, 12/,
  input: /input device/,
  train: /average speed/,
  byte: /bits make one byte/,
};

/**
 * What a response may show before submission: questions with ids, texts and options only, and
 * nowhere a `"correct": "<option>"` pair (the marking's `"correct": 2` is a number, not a key).
 */
function expectNoAnswerKey(body: string) {
  expect(body).not.toMatch(/"correct"\s*:\s*"[a-d]"/);
  expect(body).not.toContain('"review"');
  const data = JSON.parse(body) as {
    questions?: object[];
    attempt?: { questions?: object[] };
  };
  const questions = data.questions ?? data.attempt?.questions ?? [];
  for (const item of questions) expect(Object.keys(item).sort()).toEqual(["id", "options", "text"]);
}

function secondsOf(clock: string): number {
  const match = clock.match(/(\d+):(\d{2})/);
  expect(match, `a m:ss clock in "${clock}"`).not.toBeNull();
  return Number(match?.[1]) * 60 + Number(match?.[2]);
}

const authHeader = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test("the quiz: a visitor signs in to submit, the marks stay on resubmission", async ({
      page,
      request,
    }) => {
      const user = await createUser(request, "Quinn Quiz");

      // A visitor reads and answers the questions, but is asked to sign in to submit.
      const quizResponse = page.waitForResponse(
        (res) => apiPath(res) === "/api/quiz" && res.request().method() === "GET",
      );
      await page.goto("/test");
      expectNoAnswerKey(await (await quizResponse).text());
      await expect(page.getByRole("heading", { name: "Admission test", level: 1 })).toBeVisible();
      await expect(page.getByRole("radiogroup")).toHaveCount(5);
      const result = page.getByTestId("quiz-result");
      const counter = page.getByTestId("quiz-counter");
      await expect(result).toHaveText("you got 0 or your result will be shown here");
      await expect(counter).toHaveText("You Submitted 0 Times in This Session");
      await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
      await question(page, QUIZ.station)
        .getByRole("radio", { name: "largest railway station" })
        .check();
      await question(page, QUIZ.entomology).getByRole("radio", { name: "insects" }).check();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole("link", { name: "Sign in to submit" }).click();
      await expect(page).toHaveURL("/login");
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL("/test");

      // The choices made before signing in are still there; three right, two wrong.
      await expect(
        question(page, QUIZ.entomology).getByRole("radio", { name: "insects" }),
      ).toBeChecked();
      await expect(result).toHaveText("you got 0 or your result will be shown here");
      await question(page, QUIZ.eritrea).getByRole("radio", { name: "Africa" }).check();
      await question(page, QUIZ.garampani)
        .getByRole("radio", { name: "Junagarh, Gujarat" })
        .check();
      await question(page, QUIZ.nobel)
        .getByRole("radio", { name: "Physics and Chemistry" })
        .check();

      const first = page.waitForResponse(
        (res) => apiPath(res) === "/api/quiz/results" && res.request().method() === "POST",
      );
      await page.getByRole("button", { name: "Submit" }).click();
      expect((await first).status()).toBe(201);
      await expect(result).toHaveText("Your marks are:3");
      const final = page.getByTestId("quiz-final");
      // The exact text, both spaces included.
      await expect
        .poll(() => final.evaluate((el) => el.textContent))
        .toBe("You got:3  you can't change by resubmitting");
      await expect(counter).toHaveText("You Submitted 1 Time in This Session");
      await expectNoSeriousA11yViolations(page);

      // All five right now: the server answers the stored result, the marks stay 3.
      await question(page, QUIZ.garampani).getByRole("radio", { name: "Diphu, Assam" }).check();
      await question(page, QUIZ.nobel).getByRole("radio", { name: "all of the above" }).check();
      const second = page.waitForResponse(
        (res) => apiPath(res) === "/api/quiz/results" && res.request().method() === "POST",
      );
      // By keyboard: Enter on the focused Submit button.
      await page.getByRole("button", { name: "Submit" }).focus();
      await page.keyboard.press("Enter");
      const resubmitted = await second;
      expect(resubmitted.status()).toBe(200);
      expect(((await resubmitted.json()) as { marks: number }[])[0]?.marks).toBe(3);
      await expect(counter).toHaveText("You Submitted 2 Times in This Session");
      await expect(result).toHaveText("Your marks are:3");
      await expect(final).toContainText("You got:3");

      // Opening the page again shows the stored result and the tab's count.
      await page.reload();
      await expect(result).toHaveText("Your marks are:3");
      await expect(counter).toHaveText("You Submitted 2 Times in This Session");
      await expectNoSidewaysScroll(page);
    });

    test("the entrance test from the rules to the review, resuming after a reload", async ({
      page,
      request,
    }) => {
      const user = await createUser(request, "Esha Entrant");
      await signIn(page, user);

      // Everything the page fetches before submitting, to check that no answer key is in it.
      const beforeSubmit: Promise<string>[] = [];
      let submitted = false;
      page.on("response", (res) => {
        if (!submitted && apiPath(res).startsWith("/api/entrance-test")) {
          // A body the reload discarded cannot be read; the start and GET are checked above too.
          beforeSubmit.push(res.text().catch(() => ""));
        }
      });

      const firstGet = page.waitForResponse((res) => apiPath(res) === "/api/entrance-test");
      await page.goto("/entrance-test");
      expectNoAnswerKey(await (await firstGet).text());
      await expect(page.getByRole("heading", { name: "Entrance test", level: 1 })).toBeVisible();
      const rules = page.getByTestId("entrance-rules");
      await expect(rules).toContainText("A right answer earns 2 marks");
      await expect(rules).toContainText("A wrong answer carries a penalty of 1 mark");
      await expect(rules).toContainText("unanswered scores 0");
      await expect(rules).toContainText("cannot be cleared");
      await expect(rules).toContainText("submit it only once");
      await expect(rules).toContainText("You have 40 seconds");
      const marking = page.getByRole("list", { name: "Marking" });
      await expect(marking).toContainText("Right answer+2");
      await expect(marking).toContainText("Wrong answer\u22121");
      await expect(marking).toContainText("Unanswered0");
      await expect(page.getByRole("radiogroup")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // Start: the questions arrive without their key.
      const started = page.waitForResponse((res) => apiPath(res) === "/api/entrance-test/start");
      await page.getByRole("button", { name: "Start the test" }).click();
      const startResponse = await started;
      expect(startResponse.status()).toBe(201);
      expectNoAnswerKey(await startResponse.text());
      await expect(page.getByRole("radiogroup")).toHaveCount(5);
      const countdown = page.getByTestId("countdown");
      await expect(countdown).toHaveText(/^Time left: 0:[0-4]\d$/);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // Right, wrong, right (by keyboard), wrong (changed once), and the last left blank.
      await question(page, ENTRANCE.cpu)
        .getByRole("radio", { name: "Central Processing Unit" })
        .check();
      await question(page, ENTRANCE.series).getByRole("radio", { name: "36" }).check();
      await question(page, ENTRANCE.input).getByRole("radio", { name: "Monitor" }).focus();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(
        question(page, ENTRANCE.input).getByRole("radio", { name: "Keyboard" }),
      ).toBeChecked();
      const train = question(page, ENTRANCE.train);
      await train.getByRole("radio", { name: "240 km/h" }).check();
      await train.getByRole("radio", { name: "50 km/h" }).check();
      // A chosen answer cannot be cleared: clicking it again keeps it chosen.
      await train.getByRole("radio", { name: "50 km/h" }).click();
      await expect(train.getByRole("radio", { name: "50 km/h" })).toBeChecked();
      await expect(train.getByRole("radio", { name: "240 km/h" })).not.toBeChecked();
      await expect(page.getByTestId("answered-count")).toHaveText("4 of 5 answered");

      // A reload resumes the same attempt: the clock keeps running, the choices are kept.
      const beforeReload = secondsOf((await countdown.textContent()) ?? "");
      const resumed = page.waitForResponse((res) => apiPath(res) === "/api/entrance-test");
      await page.reload();
      const resumedBody = await (await resumed).text();
      expectNoAnswerKey(resumedBody);
      expect((JSON.parse(resumedBody) as { attempt: { state: string } }).attempt.state).toBe(
        "in-progress",
      );
      await expect(countdown).toBeVisible();
      expect(secondsOf((await countdown.textContent()) ?? "")).toBeLessThanOrEqual(beforeReload);
      await expect(train.getByRole("radio", { name: "50 km/h" })).toBeChecked();
      await expect(page.getByTestId("answered-count")).toHaveText("4 of 5 answered");

      // Submit asks for confirmation first.
      await page.getByRole("button", { name: "Submit", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Submit your answers?" });
      await expect(dialog).toContainText("You have answered 4 of 5 questions.");
      await expectNoSeriousA11yViolations(page);
      for (const text of await Promise.all(beforeSubmit)) {
        if (text) expectNoAnswerKey(text);
      }
      expect(beforeSubmit.length).toBeGreaterThanOrEqual(3);
      submitted = true;
      const submitResponse = page.waitForResponse(
        (res) => apiPath(res) === "/api/entrance-test/submit",
      );
      await dialog.getByRole("button", { name: "Submit answers" }).click();
      expect((await submitResponse).status()).toBe(200);

      // +2 −1 +2 −1 0 = 2, and the review shows every right answer.
      await expect(page.getByTestId("entrance-score")).toHaveText("2 out of 10");
      // The questions are gone; the focus moves to the score rather than to the page's top.
      await expect(page.getByRole("heading", { name: "Your score" })).toBeFocused();
      const review = (text: RegExp) => page.getByTestId("review-item").filter({ hasText: text });
      const expected = [
        [ENTRANCE.cpu, "Central Processing Unit", "Central Processing Unit", "+2"],
        [ENTRANCE.series, "36", "42", "\u22121"],
        [ENTRANCE.input, "Keyboard", "Keyboard", "+2"],
        [ENTRANCE.train, "50 km/h", "60 km/h", "\u22121"],
        [ENTRANCE.byte, "Not answered", "8", "0"],
      ] as const;
      for (const [text, chosen, correct, marks] of expected) {
        const item = review(text);
        await expect(item.getByTestId("review-chosen")).toHaveText(chosen);
        await expect(item.getByTestId("review-correct")).toHaveText(correct);
        await expect(item.getByTestId("review-marks")).toHaveText(marks);
      }
      await expect(page.getByRole("radiogroup")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // Opening the page again shows the stored result; there is no second attempt.
      await page.reload();
      await expect(page.getByTestId("entrance-score")).toHaveText("2 out of 10");
      await expect(page.getByRole("button", { name: "Start the test" })).toHaveCount(0);
      const again = await request.post("/api/entrance-test/start", { headers: authHeader(user) });
      expect(again.status()).toBe(409);
    });
  });
}

// The scores are the same at any width: read once, then the page is scanned at both.
test("staff see every candidate's scores; a user may not", async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const candidate = await createUser(request, "Cara Candidate");
  // The candidate takes both tests through the API: entrance test 2 + 2 − 1 = 3, quiz 2.
  const start = await request.post("/api/entrance-test/start", {
    headers: authHeader(candidate),
  });
  expect(start.status()).toBe(201);
  const entrance = await request.post("/api/entrance-test/submit", {
    headers: authHeader(candidate),
    data: { answers: { one: "a", two: "c", three: "a" } },
  });
  expect(entrance.status()).toBe(200);
  const quiz = await request.post("/api/users/qmarks", {
    headers: authHeader(candidate),
    data: { answers: { one: "a", two: "b", three: "a" } },
  });
  expect(quiz.status()).toBe(201);

  // A plain user is refused.
  await signIn(page, await createUser(request, "Ulla User"));
  await page.goto("/entrance-test/results");
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();

  const staff = await createUser(request, "Sid Staff", "staff");
  await signIn(page, staff);
  await page.goto("/entrance-test");
  await page.getByRole("link", { name: "See every candidate's score" }).click();
  await expect(page).toHaveURL("/entrance-test/results");
  await expect(page.getByRole("heading", { name: "Test results", level: 1 })).toBeVisible();

  const entranceTable = page.getByRole("region", { name: "Entrance test results table" });
  const entranceRow = entranceTable.getByRole("row").filter({ hasText: candidate.email });
  await expect(entranceRow.getByRole("cell")).toHaveText([
    "Cara Candidate",
    candidate.email,
    "3 / 10",
    /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}\s[ap]m$/,
  ]);
  const quizTable = page.getByRole("region", { name: "Quiz results table" });
  const quizRow = quizTable.getByRole("row").filter({ hasText: candidate.email });
  await expect(quizRow.getByRole("cell")).toHaveText([
    "Cara Candidate",
    candidate.email,
    "2 / 5",
    /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}\s[ap]m$/,
  ]);
  // The staff list carries scores, never the candidates' answers or the key.
  const listed = await request.get("/api/entrance-test/results", {
    headers: authHeader(staff),
  });
  expectNoAnswerKey(await listed.text());
  for (const { viewport } of WIDTHS) {
    // The layout is chosen from the width at load.
    if (viewport !== DESKTOP) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(quizRow.getByRole("cell").first()).toHaveText("Cara Candidate");
    }
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  }
});

// The clock is the same at any width: once, at 1280 px. The test in progress passes axe at both
// widths in the journey above. The page's clock is Playwright's: its time limit runs out in a
// moment instead of the server's whole 40 s (the server takes answers sent before its deadline).
test("the entrance test submits itself when the time runs out", async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const user = await createUser(request, "Tia Timer");
  await signIn(page, user);
  await page.clock.install();
  let submits = 0;
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/api/entrance-test/submit") submits++;
  });

  await page.goto("/entrance-test");
  const started = page.waitForResponse((res) => apiPath(res) === "/api/entrance-test/start");
  await page.getByRole("button", { name: "Start the test" }).click();
  const { deadline } = (await (await started).json()) as { deadline: string };
  await question(page, ENTRANCE.cpu)
    .getByRole("radio", { name: "Central Processing Unit" })
    .check();
  const countdown = page.getByTestId("countdown");
  await expect(countdown).toHaveText(/^Time left: 0:[0-4]\d$/);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Count what the polite live region says: a few times, not every second.
  const announcement = page.getByTestId("countdown-announcement");
  await announcement.evaluate((el) => {
    const said: string[] = [el.textContent ?? ""];
    Object.assign(window, { __said: said });
    new MutationObserver(() => said.push(el.textContent ?? "")).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const pageNow = () => page.evaluate(() => Date.now());
  // Every tick of the countdown runs, as it would in real time, up to 9 s before the deadline.
  await page.clock.runFor(Date.parse(deadline) - 9_000 - (await pageNow()));
  await expect(announcement).toHaveText("10 seconds left");

  // Nobody presses Submit: at the deadline the answers go by themselves and the result appears.
  await page.clock.runFor(10_000);
  await expect(page.getByTestId("entrance-score")).toHaveText("2 out of 10");
  expect(await pageNow()).toBeGreaterThanOrEqual(Date.parse(deadline));
  expect(submits).toBe(1);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const item = page.getByTestId("review-item").filter({ hasText: ENTRANCE.cpu });
  await expect(item.getByTestId("review-marks")).toHaveText("+2");
  await expect(
    page.getByTestId("review-item").filter({ hasText: ENTRANCE.byte }).getByTestId("review-chosen"),
  ).toHaveText("Not answered");
  const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
  expect(said.length).toBeLessThanOrEqual(4);
  expect(said).toContain("10 seconds left");
  expect(said).toContain("Time is up. Your answers are being submitted.");
  await expectNoSeriousA11yViolations(page);
});

test("a visitor is sent to sign in for the entrance test and comes back to it", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "Vera Visitor");
  await page.goto("/entrance-test");
  await expect(page).toHaveURL("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/entrance-test");
  await expect(page.getByRole("button", { name: "Start the test" })).toBeVisible();
});

test("the Education menu links to the entrance test", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  // The menu opens by script: the server's HTML shows its button before that has run.
  await whenHydrated(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByText("Education", { exact: true })
    .click();
  await page.getByRole("menuitem", { name: "Entrance test" }).click();
  await expect(page).toHaveURL("/login");
});
