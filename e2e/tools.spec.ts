// Browser journeys for the public tools (converter, weather, voice recorder) and location sharing.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  signIn,
} from "./support";

const WIDTHS = [
  { name: "1280 px", viewport: { width: 1280, height: 800 } },
  { name: "375 px", viewport: { width: 375, height: 740 } },
];

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test("the converter fills each field from the other and says whether water boils", async ({
      page,
    }) => {
      await page.goto("/calculator");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Fahrenheit to Celsius converter",
      );
      const celsius = page.getByLabel("Temperature in Celsius");
      const fahrenheit = page.getByLabel("Temperature in Fahrenheit");
      const verdict = page.getByTestId("boiling-verdict");

      await celsius.fill("100");
      await expect(fahrenheit).toHaveValue("212");
      await expect(verdict).toHaveText("The water would boil.");

      await celsius.fill("37.5");
      await expect(fahrenheit).toHaveValue("99.5");
      await expect(verdict).toHaveText("The water would not boil.");

      // Fahrenheit to Celsius, rounded to 3 decimals; the typed field keeps what was typed.
      await fahrenheit.fill("1");
      await expect(celsius).toHaveValue("-17.222");
      await expect(fahrenheit).toHaveValue("1");
      await expect(verdict).toHaveText("The water would not boil.");

      await fahrenheit.fill("212");
      await expect(celsius).toHaveValue("100");
      await expect(verdict).toHaveText("The water would boil.");

      // Not a number: the other field is empty and the typed one says why.
      await celsius.fill("abc");
      await expect(fahrenheit).toHaveValue("");
      await expect(celsius).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Enter a number, e.g. 37.5")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // By keyboard: Tab from Celsius to Fahrenheit and type there.
      await celsius.fill("");
      await expect(fahrenheit).toHaveValue("");
      await page.keyboard.press("Tab");
      await expect(fahrenheit).toBeFocused();
      await page.keyboard.type("98.6");
      await expect(celsius).toHaveValue("37");
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });

    test("the weather lookup shows the temperature, the server's errors and the count", async ({
      page,
      request,
    }) => {
      // The messages the server gives for an unknown city and a broken upstream.
      const notFound = await request.post("/weath", { data: { text: "Atlantis" } });
      expect(notFound.status()).toBe(404);
      const notFoundMessage = ((await notFound.json()) as { message: string }).message;
      const upstreamDown = await request.post("/weath", { data: { text: "Stormfall" } });
      expect(upstreamDown.status()).toBe(502);
      const upstreamMessage = ((await upstreamDown.json()) as { message: string }).message;

      await page.goto("/weather");
      await expect(page.getByRole("heading", { name: "Weather", level: 1 })).toBeVisible();
      const result = page.getByTestId("weather-result");
      const counter = page.getByTestId("weather-counter");
      const city = page.getByLabel("City name");
      await expect(result).toHaveText("you will see your result here");
      await expect(counter).toHaveText("You Submitted 0 Times in This Session");
      await expectNoSeriousA11yViolations(page);

      await city.fill("Kolkata");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(result).toHaveText("Temperature of Kolkata is 27.4°C");
      await expect(counter).toHaveText("You Submitted 1 Time in This Session");
      await expect(page.getByRole("alert")).toHaveCount(0);

      // By keyboard: Enter in the field submits.
      await city.fill("Atlantis");
      await city.press("Enter");
      await expect(page.getByRole("alert")).toContainText(notFoundMessage);
      await expect(result).toHaveText("you will see your result here");
      await expect(counter).toHaveText("You Submitted 2 Times in This Session");
      await expectNoSeriousA11yViolations(page);

      await city.fill("Stormfall");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByRole("alert")).toContainText(upstreamMessage);
      await expect(counter).toHaveText("You Submitted 3 Times in This Session");

      // The count belongs to the tab's session: it survives a reload.
      await page.reload();
      await expect(counter).toHaveText("You Submitted 3 Times in This Session");

      // An empty city is refused next to the field without calling the server; the press counts.
      let calls = 0;
      page.on("request", (req) => {
        if (new URL(req.url()).pathname === "/api/weather") calls++;
      });
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText("Please enter a city name")).toBeVisible();
      await expect(page.getByLabel("City name")).toHaveAttribute("aria-invalid", "true");
      await expect(counter).toHaveText("You Submitted 4 Times in This Session");
      expect(calls).toBe(0);

      await page.getByLabel("City name").fill("Berhampore");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(result).toHaveText("Temperature of Berhampore is 31°C");
      expect(calls).toBe(1);
      await expectNoSidewaysScroll(page);
    });

    if (viewport.width >= 1280)
      test("the voice recorder records, pauses, resumes, saves, plays and discards", async ({
        page,
      }) => {
        // Keep every microphone stream the page opens, to check that each is released.
        await page.addInitScript(() => {
          const streams: MediaStream[] = [];
          Object.assign(window, { __streams: streams });
          const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
          navigator.mediaDevices.getUserMedia = async (constraints) => {
            const stream = await original(constraints);
            streams.push(stream);
            return stream;
          };
        });
        const liveTracks = () =>
          page.evaluate(
            () =>
              (window as unknown as { __streams: MediaStream[] }).__streams
                .flatMap((stream) => stream.getTracks())
                .filter((track) => track.readyState === "live").length,
          );

        await page.goto("/voice");
        await expect(page.getByRole("heading", { name: "Voice recorder", level: 1 })).toBeVisible();
        const status = page.getByTestId("recorder-status");
        const timer = page.getByRole("timer");
        const recordings = page.getByTestId("recording");
        await expect(status).toHaveText("Not recording");
        await expect(timer).toHaveText("0:00");
        await expect(page.getByText("No recordings yet.")).toBeVisible();
        await expectNoSeriousA11yViolations(page);

        // Start by keyboard; focus moves to the controls that replace the Start button.
        await page.getByRole("button", { name: "Start recording" }).focus();
        await page.keyboard.press("Enter");
        await expect(status).toHaveText("Recording");
        await expect(page.getByRole("button", { name: "Pause" })).toBeFocused();
        // Timer values are read, not waited for one by one: a poll can miss a one-second window.
        const seconds = async () => {
          const [minutes = "0", secs = "0"] = ((await timer.textContent()) ?? "").split(":");
          return Number(minutes) * 60 + Number(secs);
        };
        await expect(timer).toHaveText(/^0:0[12]$/, { timeout: 3_000 });
        await expect.poll(seconds, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
        await expectNoSeriousA11yViolations(page);

        // Paused time does not count.
        await page.getByRole("button", { name: "Pause" }).click();
        await expect(status).toHaveText("Paused");
        const pausedAt = await seconds();
        expect(pausedAt).toBeGreaterThanOrEqual(2);
        await page.waitForTimeout(1_500);
        expect(await seconds()).toBe(pausedAt);

        await page.getByRole("button", { name: "Resume" }).click();
        await expect(status).toHaveText("Recording");
        await expect.poll(seconds, { timeout: 5_000 }).toBeGreaterThanOrEqual(pausedAt + 1);
        const savedAt = await seconds();

        await page.getByRole("button", { name: "Save" }).click();
        await expect(status).toHaveText("Not recording");
        await expect(timer).toHaveText("0:00");
        await expect(page.getByRole("button", { name: "Start recording" })).toBeFocused();
        await expect(recordings).toHaveCount(1);
        // The length excludes the pause: about the last timer value, not the time since Start.
        const label = (await recordings.first().textContent()) ?? "";
        const length = /Recording 1 \((\d+):(\d\d)\)/.exec(label);
        expect(length, label).not.toBeNull();
        const recorded = Number(length?.[1]) * 60 + Number(length?.[2]);
        expect(recorded).toBeGreaterThanOrEqual(savedAt);
        expect(recorded).toBeLessThanOrEqual(savedAt + 2);
        expect(await liveTracks()).toBe(0);

        // The recording plays in the page from a blob: URL.
        const audio = page.getByLabel("Recording 1", { exact: true });
        await expect(audio).toHaveAttribute("src", /^blob:/);
        await expect
          .poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState))
          .toBeGreaterThanOrEqual(1);
        expect(await audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(0);
        await audio.evaluate((el: HTMLAudioElement) => {
          el.muted = true;
          return el.play();
        });
        await expect
          .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime))
          .toBeGreaterThan(0);

        // The download's extension matches the format recorded: Chromium records WebM, whose
        // files start with the EBML signature.
        const downloadLink = page.getByRole("link", { name: /^Download Recording 1/ });
        await expect(downloadLink).toHaveAttribute("download", "recording-1.webm");
        const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
        expect(download.suggestedFilename()).toBe("recording-1.webm");
        const file = await readFile(await download.path());
        expect(file.length).toBeGreaterThan(1000);
        expect(file.subarray(0, 4).toString("hex")).toBe("1a45dfa3");

        // Discard throws the recording away and frees the microphone.
        await page.getByRole("button", { name: "Start recording" }).click();
        await expect.poll(seconds, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
        await page.getByRole("button", { name: "Discard" }).click();
        await expect(status).toHaveText("Not recording");
        await expect(recordings).toHaveCount(1);
        expect(await liveTracks()).toBe(0);

        // Stop recording keeps it, like Save.
        await page.getByRole("button", { name: "Start recording" }).click();
        await expect.poll(seconds, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
        await page.getByRole("button", { name: "Stop recording" }).click();
        await expect(recordings).toHaveCount(2);
        await expect(recordings.first()).toContainText("Recording 2");
        expect(await liveTracks()).toBe(0);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);

        await page.getByRole("button", { name: "Remove Recording 1" }).click();
        await expect(recordings).toHaveCount(1);
        await expect(page.getByLabel("Recording 1", { exact: true })).toHaveCount(0);
      });

    // What the recorder does is the same at any width, and takes real seconds of recording: the
    // whole journey at 1280 px; at 375 px its three states are drawn and scanned.
    if (viewport.width < 1280) {
      test("the voice recorder's idle, recording and saved states fit and pass axe", async ({
        page,
      }) => {
        await page.goto("/voice");
        await expect(page.getByRole("heading", { name: "Voice recorder", level: 1 })).toBeVisible();
        const status = page.getByTestId("recorder-status");
        await expect(page.getByText("No recordings yet.")).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);
        await page.getByRole("button", { name: "Start recording" }).click();
        await expect(status).toHaveText("Recording");
        await expect(page.getByRole("timer")).toHaveText(/^0:0[1-9]$/);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);
        await page.getByRole("button", { name: "Save" }).click();
        await expect(page.getByTestId("recording")).toHaveCount(1);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test.describe("with a granted position", () => {
      test.use({
        geolocation: { latitude: 24.0, longitude: 88.25 },
        permissions: ["geolocation"],
      });

      test("a user shares their location from the dashboard and stops sharing", async ({
        page,
        context,
        request,
      }) => {
        const user = await createUser(request, "Lata Location");
        const stored = async () => {
          const res = await request.get("/api/users/mapdata", {
            headers: { Authorization: `Bearer ${user.token}` },
          });
          expect(res.status()).toBe(200);
          return ((await res.json()) as { location: Record<string, unknown> | null }).location;
        };
        await signIn(page, user);
        await page.goto("/dash");
        await page.getByRole("link", { name: "Share my location" }).click();
        await expect(page).toHaveURL("/share-location");
        await expect(page.getByTestId("stored-position")).toHaveText(
          "You are not sharing a location with us.",
        );
        await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
        await expectNoSeriousA11yViolations(page);

        await page.getByRole("button", { name: "Let me Know your geolocation" }).click();
        await expect(page.getByTestId("geolocation-status")).toHaveText(
          "Thank you .You will be safe",
        );
        const live = page.getByTestId("live-position");
        await expect(live).toContainText("Latitude: 24");
        await expect(live).toContainText("Longitude: 88.25");
        await expect(live).toContainText("Speed:");

        // The position is watched: a move shows up without pressing again.
        await context.setGeolocation({ latitude: 24.1, longitude: 88.3 });
        await expect(live).toContainText("Latitude: 24.1");
        await expect(live).toContainText("Longitude: 88.3");
        await expectNoSeriousA11yViolations(page);

        await page.getByRole("button", { name: "Submit" }).click();
        await expect(page.getByText("Your location has been shared")).toBeVisible();
        await expect(page.getByTestId("stored-position")).toContainText(
          "Latitude 24.1, longitude 88.3",
        );
        expect(await stored()).toMatchObject({
          lat: 24.1,
          long: 88.3,
          name: "Lata Location",
          email: user.email,
        });
        await expectNoSidewaysScroll(page);

        // What is stored is shown on a later visit too.
        await page.reload();
        await expect(page.getByTestId("stored-position")).toContainText(
          "Latitude 24.1, longitude 88.3",
        );

        await page.getByRole("button", { name: "Stop sharing" }).click();
        await expect(
          page.getByText("You stopped sharing your location. Your stored position was deleted."),
        ).toBeVisible();
        await expect(page.getByTestId("stored-position")).toHaveText(
          "You are not sharing a location with us.",
        );
        expect(await stored()).toBeNull();
      });
    });
  });
}

test.describe("when the browser cannot help", () => {
  const rejectMicrophone = (name: string) => (page: Page) =>
    page.addInitScript((errorName) => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Refused by the test", errorName));
    }, name);

  test("a denied microphone says so", async ({ page }) => {
    await rejectMicrophone("NotAllowedError")(page);
    await page.goto("/voice");
    await page.getByRole("button", { name: "Start recording" }).click();
    await expect(page.getByRole("alert")).toContainText("Microphone access was denied");
    await expect(page.getByTestId("recorder-status")).toHaveText("Not recording");
    await expectNoSeriousA11yViolations(page);
  });

  test("a missing microphone or recorder says so", async ({ page }) => {
    await rejectMicrophone("NotFoundError")(page);
    await page.goto("/voice");
    await page.getByRole("button", { name: "Start recording" }).click();
    await expect(page.getByRole("alert")).toContainText("No microphone was found");

    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "MediaRecorder");
    });
    await page.reload();
    await page.getByRole("button", { name: "Start recording" }).click();
    await expect(page.getByRole("alert")).toContainText("This browser cannot record audio");
  });

  test("a geolocation error shows its code and message", async ({ page, request }) => {
    await page.addInitScript(() => {
      navigator.geolocation.watchPosition = (_success, error) => {
        setTimeout(() =>
          error?.({
            code: 1,
            message: "User denied Geolocation",
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          }),
        );
        return 7;
      };
    });
    await signIn(page, await createUser(request, "Gita Geo"));
    await page.goto("/share-location");
    await page.getByRole("button", { name: "Let me Know your geolocation" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Error code = 1-User denied Geolocation/);
    await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  test("without geolocation the status line says no", async ({ page, request }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, "geolocation");
    });
    await signIn(page, await createUser(request, "Nilu Nogeo"));
    await page.goto("/share-location");
    await page.getByRole("button", { name: "Let me Know your geolocation" }).click();
    await expect(page.getByTestId("geolocation-status")).toHaveText("no");
  });
});
