// A student enrolled as the tests of fees, dues, refunds and WhatsApp results need one: an
// admission to the mern course that staff accept (docs/payments.md: an accepted admission is an
// enrolment on the course's fee plan), and that plan set to instalments of ₹3,000.
import type { Enrolment } from "@app/shared/payments";
import type { AuthUser } from "@app/shared/users";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { VALID_ADMISSION } from "./reliability/world";
import { auth } from "./test-app";

/**
 * The mern course's fee: `count` instalments of ₹3,000 (three unless asked), the first due at once
 * and each next a month later.
 */
export const setMernInstalments = (app: FastifyInstance, count = 3) =>
  app.db
    .updateTable("courses")
    .set({
      total_fee_paise: count * 300_000,
      fee_plan: JSON.stringify({
        kind: "instalments",
        instalments: Array.from({ length: count }, (_, month) => ({
          amount: 300_000,
          dueAfterMonths: month,
        })),
      }),
    })
    .where("code", "=", "mern")
    .execute();

/**
 * `user` applies to mern (the reliability tests' valid admission, with `fields` over it) and `staffToken` accepts the
 * admission; answers the user's enrolment. Fails the test if any step is refused.
 */
export async function enrolInMern(
  app: FastifyInstance,
  user: AuthUser,
  staffToken: string,
  fields: Record<string, unknown> = {},
): Promise<Enrolment> {
  const admission = await app.inject({
    method: "POST",
    url: "/api/users/admission",
    headers: auth(user.token),
    payload: { ...VALID_ADMISSION, ...fields },
  });
  expect(admission.statusCode, admission.body).toBe(201);
  const accepted = await app.inject({
    method: "PUT",
    url: `/api/admissions/${admission.json<{ _id: string }>()._id}`,
    headers: auth(staffToken),
    payload: { status: "accepted" },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const mine = await app.inject({
    method: "GET",
    url: "/api/enrolments/mine",
    headers: auth(user.token),
  });
  const [enrolment] = mine.json<Enrolment[]>();
  if (!enrolment) throw new Error("no enrolment");
  return enrolment;
}
