// The test series under a test's load (decision 048): 300 students in one running test, each
// saving an answer every few seconds (the browser saves as each choice changes). Measures each
// save's time as the client sees it and checks afterwards that every attempt holds the last
// answer its student saved (none lost). Runs its own production server on a scratch data folder,
// with the sign-up allowance raised for the 300 accounts. Part of `npm run bench`; alone (after
// `npm run build`): `npx tsx bench/test-series.ts`.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ADMIN, ROOT, startServer } from "./server";

export type TestSeriesResult = {
  students: number;
  seconds: number;
  saves: number;
  savesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
  lost: number;
};

const SETTINGS = { students: 300, seconds: 60, everyMs: 3_000, questions: 60 };

type Account = { _id: string; token: string };
type Attempt = {
  id: string;
  sections: {
    questions: {
      _id: string;
      options: { id: number }[];
      response: { options?: number[] } | null;
    }[];
  }[];
};

async function call<T>(
  url: string,
  method: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(url, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Seeds a bank, a test and the students on `url`, then runs the load and checks the answers. */
export async function measureTestSeries(
  url: string,
  log: (line: string) => void = console.log,
  settings = SETTINGS,
): Promise<TestSeriesResult> {
  const admin = await call<Account>(`${url}/api/users/login`, "POST", null, ADMIN);
  const category = await call<{ _id: string }>(`${url}/api/exams/categories`, "POST", admin.token, {
    name: "Bench physics",
  });
  for (let index = 0; index < settings.questions; index += 1) {
    await call(`${url}/api/exams/questions`, "POST", admin.token, {
      categoryId: category._id,
      type: "single",
      text: { en: `Bench question ${index + 1}?`, bn: `বেঞ্চ প্রশ্ন ${index + 1}?` },
      options: [0, 1, 2, 3].map((option) => ({
        text: { en: `Option ${option}` },
        correct: option === 0,
      })),
    });
  }
  const test = await call<{ _id: string }>(`${url}/api/exams/tests`, "POST", admin.token, {
    title: { en: "Bench mock", bn: "" },
    published: true,
    durationMinutes: 180,
    shuffleQuestions: true,
    shuffleOptions: true,
    sections: [
      {
        title: { en: "Physics", bn: "" },
        marking: { correct: 4, wrong: -1 },
        draws: [{ categoryId: category._id, count: 30 }],
      },
    ],
  });
  log(`seeded ${settings.questions} questions and a test of 30 drawn from them`);

  const students: { token: string; attempt: Attempt }[] = [];
  for (let from = 0; from < settings.students; from += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, settings.students - from) }, async (_, offset) => {
        const name = `student${from + offset}`;
        const account = await call<Account>(`${url}/api/users/`, "POST", null, {
          name,
          email: `${name}-${Date.now()}@bench.test`,
          password: "bench-password",
        });
        const attempt = await call<Attempt>(
          `${url}/api/exams/tests/${test._id}/attempts`,
          "POST",
          account.token,
        );
        return { token: account.token, attempt };
      }),
    );
    students.push(...batch);
  }
  log(`${students.length} students started their attempts`);

  const times: number[] = [];
  let failed = 0;
  const last = new Map<string, number>();
  const until = Date.now() + settings.seconds * 1000;
  await Promise.all(
    students.map(async ({ token, attempt }, index) => {
      const questions = attempt.sections.flatMap((section) => section.questions);
      // Spread the students over the interval, as real ones are.
      await pause((index / students.length) * settings.everyMs);
      while (Date.now() < until) {
        const question = questions[Math.floor(Math.random() * questions.length)];
        if (!question) break;
        const option =
          question.options[Math.floor(Math.random() * question.options.length)]?.id ?? 0;
        const started = performance.now();
        try {
          await call(
            `${url}/api/exams/attempts/${attempt.id}/answers/${question._id}`,
            "PUT",
            token,
            {
              response: { options: [option] },
              seconds: 3,
            },
          );
          times.push(performance.now() - started);
          last.set(`${attempt.id}/${question._id}`, option);
        } catch {
          failed += 1;
        }
        await pause(settings.everyMs * (0.5 + Math.random()));
      }
    }),
  );

  let lost = 0;
  for (const { token, attempt } of students) {
    const saved = await call<Attempt>(`${url}/api/exams/attempts/${attempt.id}`, "GET", token);
    for (const question of saved.sections.flatMap((section) => section.questions)) {
      const expected = last.get(`${attempt.id}/${question._id}`);
      if (expected !== undefined && question.response?.options?.[0] !== expected) lost += 1;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    students: students.length,
    seconds: settings.seconds,
    saves: times.length,
    savesPerSecond: Math.round(times.length / settings.seconds),
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
    failed,
    lost,
  };
}

/** Starts its own server (sign-ups unlimited for the 300 accounts), measures, stops it. */
export async function runTestSeriesBench(
  scratchDir: string,
  log: (line: string) => void = console.log,
): Promise<TestSeriesResult> {
  const dataDir = join(scratchDir, "test-series");
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer(dataDir, {
    RATE_LIMIT_AUTH_MAX: "1000000000",
    RATE_LIMIT_SIGN_IN_ADDRESS_MAX: "1000000000",
  });
  try {
    return await measureTestSeries(server.url, log);
  } finally {
    await server.stop();
  }
}

export function renderTestSeries(result: TestSeriesResult): string[] {
  return [
    "",
    "## Test series: students saving answers",
    "",
    `${result.students} students in one running test, each saving an answer every 1.5–4.5 s for ${result.seconds} s (bench/test-series.ts); the time is each PUT as the client sees it.`,
    "",
    "| saves | saves/s | p50 ms | p99 ms | max ms | failed | lost |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    `| ${result.saves} | ${result.savesPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${result.maxMs} | ${result.failed} | ${result.lost} |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scratch = join(ROOT, "bench/tmp", `test-series-${Date.now()}`);
  runTestSeriesBench(scratch)
    .then((result) => {
      console.log(renderTestSeries(result).join("\n"));
    })
    .finally(() => rmSync(scratch, { recursive: true, force: true }));
}
