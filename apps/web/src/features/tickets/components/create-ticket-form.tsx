import { type CreateTicketInput, NewTicketFormSchema, SUBJECT_MAX } from "@app/shared/tickets";
import { TicketTripSchema, TRIPS } from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { FormError } from "@/components/form-error";
import { useUser } from "@/lib/auth";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useCreateTicket } from "../api/create-ticket";
import { useTicketTrips } from "../api/ticket-trips";
import { AttachmentPicker, useAttachmentUploads } from "./attachment-picker";
import { useTripName } from "./ticket-labels";

type FormValues = { product: string; subject: string; description: string };

/**
 * The form's own check, the shared NewTicketFormSchema: a trip, a subject and a description, each
 * refusal under its field in the reader's language. (The server takes a ticket without a subject
 * from other clients, not one without a description.)
 */
export const useNewTicketCheck = () => useSchemaResolver(NewTicketFormSchema);

/**
 * `trip` comes from the query string (a trip card's "Book Trip" or "ask us on a ticket"): any of
 * the trips staff keep, the three first ones and those added since. An unknown or missing value
 * lets the user choose; the server checks the trip exists.
 */
export function CreateTicketForm({
  trip,
  initialErrors,
}: {
  trip: string | null;
  /** Refusals shown from the start, as after a refused submit (the unit tests draw them). */
  initialErrors?: Record<string, ReactNode>;
}) {
  const { t } = useLingui();
  const user = useUser();
  const navigate = useNavigate();
  const createTicket = useCreateTicket();
  const uploads = useAttachmentUploads();
  const trips = useTicketTrips();
  const tripName = useTripName();
  const known = (id: string) =>
    (TRIPS as readonly string[]).includes(id) ||
    (trips.data?.items.some((one) => one._id === id) ?? false);
  const parsed = TicketTripSchema.safeParse(trip);
  // A trip staff added is known once the list has come; until then (or if it failed) it is taken
  // as given, and the server checks it.
  const fixedProduct =
    parsed.success && (known(parsed.data) || !trips.isSuccess)
      ? { success: true as const, data: parsed.data }
      : { success: false as const };

  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      product: fixedProduct.success ? fixedProduct.data : "",
      subject: "",
      description: "",
    },
    initialErrors,
    validate: useNewTicketCheck(),
  });
  // An address's trip that no trip has turns out so once the list comes: the reader chooses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked when the list arrives
  useEffect(() => {
    if (trips.isSuccess && !fixedProduct.success && form.values.product === parsed.data) {
      form.setFieldValue("product", "");
    }
  }, [trips.isSuccess]);

  const submit = form.onSubmit((values) => {
    // The resolver has checked the values against NewTicketFormSchema.
    const input = values as CreateTicketInput;
    createTicket.mutate(uploads.ids.length > 0 ? { ...input, attachments: uploads.ids } : input, {
      onSuccess: () => {
        notifySuccess(t`New ticket created!`);
        navigate("/tickets");
      },
      onError: showFieldErrors(form),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560}>
        <TextInput label={t`Customer Name`} value={user?.name ?? ""} readOnly variant="filled" />
        <TextInput
          label={t`Customer Email`}
          type="email"
          value={user?.email ?? ""}
          readOnly
          variant="filled"
        />
        {fixedProduct.success ? (
          <TextInput
            label={t`Trip`}
            value={tripName(fixedProduct.data)}
            readOnly
            variant="filled"
          />
        ) : (
          <NativeSelect
            label={t`Trip`}
            data={[
              { value: "", label: t`Choose a trip` },
              ...(trips.data?.items.map((one) => one._id) ?? TRIPS).map((product) => ({
                value: product,
                label: tripName(product),
              })),
            ]}
            {...form.getInputProps("product")}
          />
        )}
        <TextInput
          label={t`Subject`}
          description={t`What it is about, in a line`}
          required
          maxLength={SUBJECT_MAX}
          {...form.getInputProps("subject")}
        />
        <Textarea
          label={t`Description of the issue`}
          required
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps("description")}
        />
        <AttachmentPicker uploads={uploads} />
        <FormError error={createTicket.error} form={form} title={t`The ticket was not created`} />
        <Group>
          <Button
            type="submit"
            loading={createTicket.isPending}
            disabled={uploads.uploading}
            title={uploads.uploading ? t`Wait until the files are uploaded` : undefined}
          >
            <Trans>Submit</Trans>
          </Button>
          <Button variant="default" onClick={() => navigate("/tickets")}>
            <Trans>Back</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
