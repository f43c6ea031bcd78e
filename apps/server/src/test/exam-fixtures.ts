// The test series' set-up its result tests share (decision 048): their calls, a category of
// questions to draw from, and times on either side of now for a test's results and ranks.
import type { AuthUser } from "@app/shared/users";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { newId } from "../lib/ids";
import { auth } from "./test-app";

/** A call to the file's app (`app()`, once built) as `by`, or as a visitor. */
export const callerOf =
  (app: () => FastifyInstance) =>
  (method: "GET" | "POST" | "PUT", url: string, by?: AuthUser, payload?: object) =>
    app().inject({
      method,
      url,
      headers: by ? auth(by.token) : {},
      ...(payload !== undefined ? { payload } : {}),
    });

/** An hour from now: results or ranks not out yet. */
export const LATER = () => new Date(Date.now() + 3_600_000).toISOString();
/** A minute ago: results or ranks out. */
export const EARLIER = () => new Date(Date.now() - 60_000).toISOString();

/**
 * A category `name` (with a tail of its own) that `staff` make, with `count` single-choice questions
 * whose first option (id 0) is right; answers the category's id. Fails the test if refused.
 */
export async function categoryOfQuestions(
  app: FastifyInstance,
  staff: AuthUser,
  name: string,
  count: number,
): Promise<string> {
  const category = await app.inject({
    method: "POST",
    url: "/api/exams/categories",
    headers: auth(staff.token),
    payload: { name: `${name} ${newId().slice(0, 6)}`, parentId: null },
  });
  expect(category.statusCode, category.body).toBe(201);
  const categoryId = category.json<{ _id: string }>()._id;
  for (let index = 0; index < count; index += 1) {
    const res = await app.inject({
      method: "POST",
      url: "/api/exams/questions",
      headers: auth(staff.token),
      payload: {
        categoryId,
        type: "single",
        text: { en: `Question ${index}?`, bn: `প্রশ্ন ${index}?` },
        options: [
          { text: { en: "right" }, correct: true },
          { text: { en: "wrong" }, correct: false },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return categoryId;
}
