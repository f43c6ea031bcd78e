// The customer beside a conversation: their details and what they have with the institute, each a
// link to the staff screen that holds it; "none" lines for what they do not have; a failed load
// with a retry; Bengali for a Bengali reader.
import type { TicketCustomer } from "@app/shared/tickets";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { ticketCustomerQueryKey } from "../api/get-ticket-customer";
import { CustomerPanel } from "./customer-panel";

beforeAll(loadLanguages);

const nobody: TicketCustomer = {
  _id: "u1",
  name: "Chandra Roy",
  email: "chandra@example.com",
  phone: null,
  language: "bn",
  since: "2026-01-05T10:00:00.000Z",
  tickets: [],
  orders: [],
  bookings: [],
  admission: null,
  payments: [],
  dues: { owedPaise: 0, overduePaise: 0 },
};

const withCustomer = (customer: TicketCustomer) => {
  const client = queryCache();
  client.setQueryData(ticketCustomerQueryKey("t1"), customer);
  return client;
};

describe("the customer panel", () => {
  it("shows who they are and says what they have none of", () => {
    const text = textOf(
      renderScreen(<CustomerPanel ticketId="t1" />, { client: withCustomer(nobody) }),
    );
    expect(text).toContain("Chandra Roy chandra@example.com No phone number given Language: বাংলা");
    for (const none of [
      "No other tickets",
      "No orders",
      "No trip bookings",
      "No payments received",
      "Nothing owed",
      "No admission",
    ]) {
      expect(text).toContain(none);
    }
  });

  it("links each of their things to its screen", () => {
    const markup = renderScreen(<CustomerPanel ticketId="t1" />, {
      client: withCustomer({
        ...nobody,
        phone: "9800000000",
        tickets: [
          {
            _id: "t0",
            reference: "T-000004",
            subject: "Monsoon trips",
            status: "closed",
            createdAt: "2026-10-01T10:00:00.000Z",
          },
        ],
        orders: [
          {
            _id: "o1",
            reference: "ORD-000012",
            productName: "Physics notes",
            pricePaise: 45_000,
            status: "confirmed",
            createdAt: "2026-10-02T10:00:00.000Z",
          },
        ],
        bookings: [
          {
            _id: "b1",
            departureId: "d9",
            tripName: "Plassey Monument",
            departsOn: "2026-12-20",
            amountPaise: 90_000,
            status: "awaiting_payment",
            createdAt: "2026-10-03T10:00:00.000Z",
          },
        ],
        admission: {
          _id: "a1",
          course: "WBJEE",
          status: "accepted",
          createdAt: "2026-09-01T10:00:00.000Z",
        },
      }),
    });
    expect(markup).toContain('href="/ticket/t0"');
    expect(markup).toContain('href="/seeorder?q=ORD-000012"');
    expect(markup).toContain('href="/staff/departures/d9?q=chandra%40example.com"');
    expect(markup).toContain('href="/newstudentlist?q=chandra%40example.com"');
    expect(markup).toContain('href="tel:9800000000"');
    const text = textOf(markup);
    expect(text).toContain("T-000004 · Monsoon trips closed");
    expect(text).toContain("Physics notes");
    expect(text).toContain("confirmed");
    expect(text).toContain("Awaiting payment");
    expect(text).toContain("accepted");
  });

  it("lists the money received with its receipt and links what is owed to the dues list", () => {
    const markup = renderScreen(<CustomerPanel ticketId="t1" />, {
      client: withCustomer({
        ...nobody,
        payments: [
          {
            _id: "p1",
            receiptNumber: "RV/26-27/00042",
            label: "Class X (WBBSE), instalment 1 of 3",
            amountPaise: 400_000,
            refundedPaise: 0,
            method: "cash",
            status: "paid",
            paidAt: "2026-11-20T06:00:00.000Z",
          },
        ],
        dues: { owedPaise: 800_000, overduePaise: 400_000 },
      }),
    });
    expect(markup).toContain('href="/staff/money/dues?userId=u1"');
    const text = textOf(markup);
    expect(text).toContain("RV/26-27/00042 · Class X (WBBSE), instalment 1 of 3");
    expect(text).toContain("₹4,000.00 · Cash · Paid · 20/11/2026");
    expect(text).toContain("₹8,000.00, of which ₹4,000.00 overdue");
  });

  it("says the customer could not load, and offers to try again", async () => {
    const client = queryCache();
    await failQuery(client, ticketCustomerQueryKey("t1"), new ApiError("Resting", 503));
    expect(textOf(renderScreen(<CustomerPanel ticketId="t1" />, { client }))).toBe(
      "Customer Could not load the customer Resting Try again",
    );
  });

  it("speaks Bengali to a Bengali reader", () => {
    const text = textOf(
      renderScreen(<CustomerPanel ticketId="t1" />, {
        client: withCustomer(nobody),
        language: "bn",
      }),
    );
    expect(text).toContain("অন্যান্য টিকিট");
    expect(text).toContain("কোনো অর্ডার নেই");
  });
});
