// Assertions on the one error body `{ message, issues: [{ path, message }], requestId }`
// (docs/decisions/035-errors-as-data.md), for the tests of every module's refusals.
import type { Issue } from "@app/shared/common";
import { expect } from "vitest";

type Answer = { json: <T>() => T };
type ErrorBody = { message: string; issues: Issue[]; requestId?: string };

/** The refusal's body, checked for the shape every error answer has. */
export function errorBody(res: Answer): ErrorBody {
  const body = res.json<ErrorBody>();
  expect(body).toMatchObject({ message: expect.any(String), issues: expect.any(Array) });
  return body;
}

/** The issues of a refusal, `[{ path, message }]`. */
export const issuesOf = (res: Answer): Issue[] => errorBody(res).issues;

/**
 * Asserts that the refusal has an issue on `path` (with `message` when given) and that it is
 * written as a person reads it: neither that issue's message nor the summary starts with the
 * field's key.
 */
export function expectIssue(res: Answer, path: string, message?: string | RegExp): Issue {
  const body = errorBody(res);
  const issue = body.issues.find((one) => one.path === path);
  expect(issue, `an issue on "${path}" in ${JSON.stringify(body)}`).toBeDefined();
  const found = issue as Issue;
  if (typeof message === "string") expect(found.message).toBe(message);
  else if (message) expect(found.message).toMatch(message);
  if (path) {
    const keyFirst = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:`);
    expect(found.message).not.toMatch(keyFirst);
    expect(body.message).not.toMatch(keyFirst);
  }
  return found;
}
