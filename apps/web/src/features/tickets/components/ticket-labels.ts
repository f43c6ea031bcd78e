// The words a ticket's fixed values show as: its status and the trip it is about, in the reader's
// language (the API sends the codes; a trip staff added is named by its title).
import type { TicketStatus } from "@app/shared/tickets";
import { isTicketTrip, type Trip } from "@app/shared/trips";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useTicketTrips } from "../api/ticket-trips";

const STATUS_NAMES: Record<TicketStatus, MessageDescriptor> = {
  new: msg({ message: "new", comment: "A ticket's status: nobody has looked at it yet" }),
  open: msg({ message: "open", comment: "A ticket's status" }),
  pending: msg({
    message: "waiting for customer",
    comment: "A ticket's status: staff asked the customer something and wait for the answer",
  }),
  closed: msg({ message: "closed", comment: "A ticket's status" }),
};

/** The customer's words for the same statuses: pending is their turn to answer. */
const CUSTOMER_STATUS_NAMES: Record<TicketStatus, MessageDescriptor> = {
  ...STATUS_NAMES,
  pending: msg({
    message: "waiting for your reply",
    comment: "A ticket's status as its customer reads it: staff asked them something",
  }),
};

const TRIP_NAMES: Record<Trip, MessageDescriptor> = {
  plassey: msg`Plassey Monument`,
  hazarduari: msg`Hazarduari Palace`,
  iskon: msg`Nabadwip Iskon Temple`,
};

export const statusName = (i18n: I18n, status: TicketStatus): string =>
  i18n._(STATUS_NAMES[status]);

export const customerStatusName = (i18n: I18n, status: TicketStatus): string =>
  i18n._(CUSTOMER_STATUS_NAMES[status]);

export const tripName = (i18n: I18n, trip: Trip): string => i18n._(TRIP_NAMES[trip]);

/**
 * The name of the trip `id`: the three first trips' own, else the title of the trip staff added
 * (its id until the trips arrive, or for a trip since deleted).
 */
export function useTripName(): (id: string) => string {
  const { i18n } = useLingui();
  const trips = useTicketTrips();
  return (id) =>
    isTicketTrip(id)
      ? tripName(i18n, id)
      : (trips.data?.items.find((trip) => trip._id === id)?.title ?? id);
}
