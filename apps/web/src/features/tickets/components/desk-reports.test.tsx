// The desk's reports as staff read them (decision 049): each figure as a person says it, each a
// link to the queue filtered to the tickets it counts; and the bulk bar's answer naming each
// refused ticket with the server's reason.
import type { DeskFigures, DeskReport } from "@app/shared/desk-reports";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, renderScreen, textOf } from "@/test/render-screen";
import { BulkOutcome } from "./bulk-bar";
import { ReportFigures } from "./desk-reports";

beforeAll(loadLanguages);

const figures = (tickets: number, rated: number, average: number | null): DeskFigures => ({
  tickets,
  firstResponse: { count: tickets, medianSeconds: 1800, p90Seconds: 7200 },
  resolution: { count: 1, medianSeconds: 3 * 86_400, p90Seconds: 3 * 86_400 },
  rating: { count: rated, average },
});

const REPORT: DeskReport = {
  from: "2030-03-04",
  to: "2030-03-10",
  period: "week",
  periods: [
    {
      period: "2030-03-04",
      from: "2030-03-04",
      to: "2030-03-10",
      totals: figures(3, 2, 4.5),
      trips: [{ trip: "plassey", ...figures(3, 2, 4.5) }],
    },
  ],
  trips: [{ trip: "plassey", ...figures(3, 2, 4.5) }],
  agents: [
    { agent: { _id: "asha-id", name: "Asha" }, ...figures(2, 2, 4.5) },
    { agent: null, ...figures(1, 0, null) },
  ],
  totals: figures(3, 2, 4.5),
};

describe("the desk's reports", () => {
  it("says each figure and links it to the queue so filtered", () => {
    const markup = renderScreen(<ReportFigures report={REPORT} />);
    const text = textOf(markup);
    expect(text).toContain("First reply, median 30 minutes 90% within 2 hours; 3 answered");
    expect(text).toContain("Average rating 4.50 2 ratings");
    expect(text).toContain("Week of 04/03/2030");
    expect(markup).toContain(
      'href="/staff/tickets?from=2030-03-04&amp;to=2030-03-10&amp;product=plassey"',
    );
    expect(markup).toContain(
      'href="/staff/tickets?from=2030-03-04&amp;to=2030-03-10&amp;assignee=asha-id"',
    );
    expect(markup).toContain(
      'href="/staff/tickets?from=2030-03-04&amp;to=2030-03-10&amp;assigned=nobody"',
    );
    // Resolution and ratings are of the closed tickets.
    expect(markup).toContain(
      'href="/staff/tickets?from=2030-03-04&amp;to=2030-03-10&amp;assignee=asha-id&amp;status=closed"',
    );
    // A link's name holds what it shows, then what it counts.
    expect(text).toContain("2 tickets of Asha");
    const bengali = textOf(renderScreen(<ReportFigures report={REPORT} />, { language: "bn" }));
    expect(bengali).toContain("কর্মী অনুযায়ী");
    expect(bengali).toContain("৪.৫০");
  });
});

describe("the bulk bar's answer", () => {
  it("says how many changed and names each refused ticket with the server's reason", () => {
    const text = textOf(
      renderScreen(
        <BulkOutcome
          outcome={{
            result: { done: ["a", "b"], refused: [{ _id: "c", message: "Ticket not found" }] },
            names: { a: "T-000001", b: "T-000002", c: "T-000003" },
          }}
          onClose={() => {}}
        />,
      ),
    );
    expect(text).toContain("2 changed, 1 refused");
    expect(text).toContain("T-000003: Ticket not found");
  });
});
