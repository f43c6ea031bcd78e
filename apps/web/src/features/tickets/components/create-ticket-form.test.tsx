// The new ticket's form takes any trip staff keep (docs/product.md: support desk): a trip staff
// added, named in the address by a trip card, is shown by its title; the choice lists every trip.
// It asks for a subject and a description, each refused under its field when left empty.
import type { PublicTrip } from "@app/shared/trips";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { ticketTripsQueryKey } from "../api/ticket-trips";
import { CreateTicketForm, useNewTicketCheck } from "./create-ticket-form";

beforeAll(loadLanguages);

const ADDED = "0196a1b2-c3d4-7e5f-a7b8-c9d0e1f2a3b4";

const trip = (_id: string, title: string): PublicTrip => ({
  _id,
  title,
  description: "",
  duration: "",
  included: "",
  pickupPoints: [],
  rules: "",
  photo: null,
  photos: [],
  departures: [],
});

const withTrips = () => {
  const client = queryCache();
  const items = [trip("plassey", "Plassey Monument"), trip(ADDED, "Murshidabad by boat")];
  client.setQueryData(ticketTripsQueryKey("en"), { items, total: items.length });
  return client;
};

describe("the new ticket's trip", () => {
  it("is a trip staff added when the address names it", () => {
    const markup = renderScreen(<CreateTicketForm trip={ADDED} />, { client: withTrips() });
    expect(markup).toMatch(/<input[^>]*readOnly=""[^>]*value="Murshidabad by boat"/);
  });

  it("offers every trip, the added ones too, when the address names none or an unknown one", () => {
    for (const named of [null, "taj"]) {
      const markup = renderScreen(<CreateTicketForm trip={named} />, { client: withTrips() });
      expect(markup).toContain(`<option value="${ADDED}">Murshidabad by boat</option>`);
      expect(markup).toContain('<option value="plassey">Plassey Monument</option>');
    }
  });
});

type Values = { product: string; subject: string; description: string };

/** The form as it stands after Submit with `values`: the check's refusals under their fields. */
function Submitted({ values }: { values: Values }) {
  const errors = useNewTicketCheck()(values);
  return (
    <>
      <output data-testid="refused">{Object.keys(errors).sort().join(",")}</output>
      <CreateTicketForm trip="plassey" initialErrors={errors} />
    </>
  );
}

const submitted = (values: Values, language: "en" | "bn" = "en") =>
  renderScreen(<Submitted values={values} />, { client: withTrips(), language });

const refusedOf = (markup: string) =>
  /<output data-testid="refused">([^<]*)<\/output>/.exec(markup)?.[1] ?? "";

const between = (text: string, before: string, message: string, after: string) => {
  const at = text.indexOf(message);
  expect(at, `"${message}" in: ${text}`).toBeGreaterThan(-1);
  expect(text.indexOf(before)).toBeLessThan(at);
  expect(text.indexOf(after)).toBeGreaterThan(at);
};

describe("the new ticket's subject and description", () => {
  it("are both asked for: left empty or blank, each is refused under its field", () => {
    for (const [subject, description] of [
      ["", ""],
      ["   ", " \n\t "],
    ] as const) {
      const markup = submitted({ product: "plassey", subject, description });
      expect(refusedOf(markup)).toBe("description,subject");
      const text = textOf(markup);
      between(
        text,
        "What it is about, in a line",
        "Please give the ticket a subject",
        "Description of the issue",
      );
      between(text, "Description of the issue", "Please describe the issue", "Submit");
    }
  });

  it("are refused alone: a description without a subject, a subject without a description", () => {
    expect(
      refusedOf(submitted({ product: "plassey", subject: "", description: "Bus was late" })),
    ).toBe("subject");
    expect(
      refusedOf(submitted({ product: "plassey", subject: "Late bus", description: " " })),
    ).toBe("description");
    const sent = submitted({ product: "plassey", subject: "Late bus", description: "An hour" });
    expect(refusedOf(sent)).toBe("");
    expect(textOf(sent)).not.toMatch(/Please give the ticket a subject|Please describe the issue/);
  });

  it("are refused in Bengali to a Bengali reader", () => {
    const text = textOf(submitted({ product: "plassey", subject: "", description: "" }, "bn"));
    between(text, "বিষয়", "টিকিটের একটি বিষয় লিখুন", "সমস্যার বিবরণ");
    expect(text).toContain("অনুগ্রহ করে সমস্যাটি বর্ণনা করুন");
    expect(text).not.toMatch(/Please give the ticket a subject|Please describe the issue/);
  });
});
