import { type SendMailInput, SendMailSchema } from "@app/shared/mail";
import { Button, Paper, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSendMail } from "../api/send-mail";

export function MailForm() {
  const sendMail = useSendMail();
  const form = useForm<SendMailInput>({
    mode: "controlled",
    initialValues: { sendmail: "", subject: "", text: "" },
    validate: schemaResolver(SendMailSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    sendMail.mutate(values, {
      onSuccess: (message) => {
        // Delivery was attempted either way; a failure is shown, never silent.
        if (message.state === "sent") notifySuccess(`The email to ${message.recipient} was sent`);
        else notifyError(new Error(`The email was not sent: ${message.error ?? message.state}`));
        form.reset();
      },
      onError: notifyError,
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
          <Button type="submit" loading={sendMail.isPending} style={{ alignSelf: "flex-start" }}>
            Submit
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
