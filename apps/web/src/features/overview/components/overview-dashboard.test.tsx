// The overview's figures as staff read them: a month's revenue to the paisa in the summary and the
// table (the chart's axis may round), and the count's plural.
import type { Overview } from "@app/shared/overview";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, createI18n } from "@/lib/i18n";
import { Charts } from "./overview-dashboard";

const i18n = createI18n();
beforeAll(() => activateLanguage(i18n, "en"));

const overview = (orders: number, revenuePaise: number): Overview => ({
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
  months: [{ month: "2026-11", orders, revenuePaise }],
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

describe("the overview's orders and revenue", () => {
  it("says one order worth ₹1,999.50, not 1 orders worth ₹2,000", () => {
    const shown = text(overview(1, 199_950));
    expect(shown).toContain("1 order worth ₹1,999.50 this month");
    expect(shown).not.toContain("₹2,000");
  });

  it("counts several orders in the plural", () => {
    expect(text(overview(3, 450_000))).toContain("3 orders worth ₹4,500.00 this month");
  });
});
