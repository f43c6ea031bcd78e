import { type SendMailInput, SendMailSchema } from "@app/shared/mail";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Paper, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useSendMail } from "../api/send-mail";
import { outboxStateName } from "./outbox-list";

export function MailForm() {
  const { t, i18n } = useLingui();
  const sendMail = useSendMail();
  const form = useForm<SendMailInput>({
    mode: "controlled",
    initialValues: { sendmail: "", subject: "", text: "" },
    validate: useSchemaResolver(SendMailSchema),
  });

  const submit = form.onSubmit((values) => {
    sendMail.mutate(values, {
      onSuccess: (message) => {
        // Taken into the outbox either way (so the form empties); a failed delivery is a result
        // to report, not a refused form, and is never silent.
        const { recipient } = message;
        const reason = message.error ?? outboxStateName(i18n, message.state);
        if (message.state === "sent") notifySuccess(t`The email to ${recipient} was sent`);
        else notifyError(new Error(t`The email was not sent: ${reason}`));
        form.reset();
      },
      onError: showFieldErrors(form),
    });
  });

  return (
    <Paper withBorder p="md" mb="lg" maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t`Email address`}
            type="email"
            autoComplete="off"
            {...form.getInputProps("sendmail")}
          />
          <TextInput label={t`Subject`} autoComplete="off" {...form.getInputProps("subject")} />
          <Textarea
            label={t`Body`}
            autosize
            minRows={5}
            maxRows={15}
            {...form.getInputProps("text")}
          />
          <FormError error={sendMail.error} form={form} title={t`The email was not sent`} />
          <Button type="submit" loading={sendMail.isPending} style={{ alignSelf: "flex-start" }}>
            <Trans>Submit</Trans>
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
