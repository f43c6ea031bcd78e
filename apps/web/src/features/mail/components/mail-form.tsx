import { type SendMailInput, SendMailSchema } from "@app/shared/mail";
import { Button, Paper, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useSendMail } from "../api/send-mail";

export function MailForm() {
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
        if (message.state === "sent") notifySuccess(`The email to ${message.recipient} was sent`);
        else notifyError(new Error(`The email was not sent: ${message.error ?? message.state}`));
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
            label="Email address"
            type="email"
            autoComplete="off"
            {...form.getInputProps("sendmail")}
          />
          <TextInput label="Subject" autoComplete="off" {...form.getInputProps("subject")} />
          <Textarea
            label="Body"
            autosize
            minRows={5}
            maxRows={15}
            {...form.getInputProps("text")}
          />
          <FormError error={sendMail.error} form={form} title="The email was not sent" />
          <Button type="submit" loading={sendMail.isPending} style={{ alignSelf: "flex-start" }}>
            Submit
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
