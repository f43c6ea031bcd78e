import { type CreateTicketInput, CreateTicketSchema, SUBJECT_MAX } from "@app/shared/tickets";
import { TRIPS, type Trip, TripSchema } from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useNavigate } from "react-router";
import { FormError } from "@/components/form-error";
import { useUser } from "@/lib/auth";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useCreateTicket } from "../api/create-ticket";
import { AttachmentPicker, useAttachmentUploads } from "./attachment-picker";
import { tripName } from "./ticket-labels";

type FormValues = { product: Trip | ""; subject: string; description: string };

/** `trip` comes from the query string; an unknown or missing value lets the user choose. */
export function CreateTicketForm({ trip }: { trip: string | null }) {
  const { t, i18n } = useLingui();
  const user = useUser();
  const navigate = useNavigate();
  const createTicket = useCreateTicket();
  const uploads = useAttachmentUploads();
  const fixedProduct = TripSchema.safeParse(trip);

  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      product: fixedProduct.success ? fixedProduct.data : "",
      subject: "",
      description: "",
    },
    validate: useSchemaResolver(CreateTicketSchema),
  });

  const submit = form.onSubmit((values) => {
    // The resolver has checked the values against CreateTicketSchema.
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
            value={tripName(i18n, fixedProduct.data)}
            readOnly
            variant="filled"
          />
        ) : (
          <NativeSelect
            label={t`Trip`}
            data={[
              { value: "", label: t`Choose a trip` },
              ...TRIPS.map((product) => ({ value: product, label: tripName(i18n, product) })),
            ]}
            {...form.getInputProps("product")}
          />
        )}
        <TextInput
          label={t`Subject`}
          description={t`What it is about, in a line`}
          maxLength={SUBJECT_MAX}
          {...form.getInputProps("subject")}
        />
        <Textarea
          label={t`Description of the issue`}
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
