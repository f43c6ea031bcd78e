// The overview's figures as staff read them: a month's money received and given back to the paisa
// in the summary and the table (the chart's axis may round), the orders' plural, and the links to
// the money screen and the orders of each month.
import type { Overview } from "@app/shared/overview";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, addSignedInMessages, createI18n } from "@/lib/i18n";
import { Charts } from "./overview-dashboard";

const i18n = createI18n();
// A back-office screen: its words are in the catalogue's signed-in part.
beforeAll(async () => {
  await addSignedInMessages(i18n, "en");
  await activateLanguage(i18n, "en");
});

const overview = (orders: number, receivedPaise: number, refundedPaise = 0): Overview => ({
  firstResponseHours: 24,
  attention: {
    newTickets: 0,
    overdueTickets: 0,
    ordersToConfirm: 0,
    admissionsToDecide: 0,
    failedMails: null,
  },
  days: [
    { day: "2026-11-27", ticketsOpened: 1, ticketsClosed: 0, firstResponseHours: 2, visitors: 3 },
  ],
  months: [{ month: "2026-11", orders, receivedPaise, refundedPaise }],
  admissionsByStatus: [],
});

const text = (data: Overview) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <Charts overview={data} />
        </MemoryRouter>
      </MantineProvider>
    </I18nProvider>,
  )
    .replace(/<style[^>]*>[^<]*<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

const markup = (data: Overview) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <Charts overview={data} />
        </MemoryRouter>
      </MantineProvider>
    </I18nProvider>,
  );

describe("the overview's money received per month", () => {
  it("says ₹1,999.50 received, not ₹2,000, with one order in the singular", () => {
    const shown = text(overview(1, 199_950, 5_000));
    expect(shown).toContain("₹1,999.50 received this month and ₹50.00 given back; 1 order placed.");
    expect(shown).not.toContain("₹2,000");
  });

  it("counts several orders in the plural", () => {
    expect(text(overview(3, 450_000))).toContain(
      "₹4,500.00 received this month and ₹0.00 given back; 3 orders placed.",
    );
  });

  it("links each month to its money day by day and to its orders", () => {
    const html = markup(overview(2, 100));
    expect(html).toContain('href="/staff/money?from=2026-11-01&amp;to=2026-11-30&amp;by=day"');
    expect(html).toContain('href="/seeorder?from=2026-11-01&amp;to=2026-11-30"');
  });
});
