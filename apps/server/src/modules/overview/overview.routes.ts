// GET /api/staff/overview: the back office's home (docs/product.md: back office), for staff and admins.
import { ADMISSION_STATUSES } from "@app/shared/admissions";
import { ErrorSchema } from "@app/shared/common";
import {
  OVERVIEW_DAYS,
  OVERVIEW_MONTHS,
  type Overview,
  OverviewSchema,
} from "@app/shared/overview";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { dayStartUtc, indiaDay } from "../../lib/days";
import { userOf } from "../../plugins/auth";
import { collections } from "../money/money.service";
import {
  admissionsByStatus,
  attentionCounts,
  dayFigures,
  ordersPerMonth,
} from "./overview.repository";

/** `day` moved by `days` (either way). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The months from `months - 1` before `day`'s month to `day`'s month, oldest first. */
function lastMonths(day: string, months: number): string[] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1;
  return Array.from({ length: months }, (_, i) => {
    const date = new Date(Date.UTC(year, month - (months - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

export const overviewRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    "/api/staff/overview",
    {
      onRequest: app.requireRole("staff", "admin"),
      schema: {
        operationId: "overview.get",
        tags: ["overview"],
        summary:
          "The back office's overview: counts of what needs staff now, and tickets, first-response " +
          "time and visitors per day, orders and money received and refunded per month (as " +
          "GET /api/staff/money/collections counts it), admissions by status " +
          "(staff and admins; failed mails for admins only)",
        response: { 200: OverviewSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply): Promise<Overview> => {
      reply.header("cache-control", "no-store");
      const now = new Date();
      const today = indiaDay(now);
      const firstDay = addDays(today, -(OVERVIEW_DAYS - 1));
      const months = lastMonths(today, OVERVIEW_MONTHS);
      const overdueBefore = new Date(now.getTime() - config.firstResponseHours * 3_600_000);
      const [attention, days, orders, money, admissions] = await Promise.all([
        attentionCounts(app.db, overdueBefore.toISOString()),
        dayFigures(app.db, dayStartUtc(firstDay), firstDay),
        ordersPerMonth(app.db, dayStartUtc(`${months[0]}-01`)),
        // The money screen's own figures, by month: what was paid in, and given back, each month.
        collections(app.db, { from: `${months[0]}-01`, to: today, by: "month" }),
        admissionsByStatus(app.db),
      ]);
      const moneyOf = new Map(money.periods.map((period) => [period.period, period]));
      return {
        firstResponseHours: config.firstResponseHours,
        attention: {
          ...attention,
          failedMails: userOf(request).role === "admin" ? attention.failedMails : null,
        },
        days: Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
          const day = addDays(firstDay, i);
          return {
            day,
            ticketsOpened: days.opened.get(day) ?? 0,
            ticketsClosed: days.closed.get(day) ?? 0,
            firstResponseHours: days.firstResponseHours.get(day) ?? null,
            visitors: days.visitors.get(day) ?? 0,
          };
        }),
        months: months.map((month) => ({
          month,
          orders: orders.get(month) ?? 0,
          receivedPaise: moneyOf.get(month)?.receivedPaise ?? 0,
          refundedPaise: moneyOf.get(month)?.refundedPaise ?? 0,
        })),
        admissionsByStatus: ADMISSION_STATUSES.map((status) => ({
          status,
          count: admissions.get(status) ?? 0,
        })),
      };
    },
  );
};
