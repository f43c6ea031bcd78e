// Adding or changing a batch of a course, in a dialog: its name, start, days and times, teacher,
// room or online, seats, and optionally a fee of its own.
import {
  type Batch,
  type BatchFee,
  type BatchInput,
  BatchInputSchema,
  WEEKDAYS,
  type Weekday,
} from "@app/shared/courses";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect } from "react";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useSaveBatch } from "../api/staff-courses";
import { WEEKDAY_NAMES } from "./course-words";
import { FeePlanEditor } from "./fee-plan-editor";

type Values = {
  name: string;
  startDate: string;
  days: Weekday[];
  startTime: string;
  endTime: string;
  teacher: string;
  room: string;
  online: boolean;
  seats: number | string;
  ownFee: boolean;
  fee: BatchFee;
};

const EMPTY: Values = {
  name: "",
  startDate: "",
  days: [],
  startTime: "",
  endTime: "",
  teacher: "",
  room: "",
  online: false,
  seats: 30,
  ownFee: false,
  fee: { totalFee: Number.NaN, feePlan: { kind: "once" } },
};

const inputOf = ({ ownFee, fee, seats, ...values }: Values): BatchInput => ({
  ...values,
  seats: seats === "" ? Number.NaN : Number(seats),
  fee: ownFee ? fee : null,
});

export function BatchForm({
  course,
  opened,
  onClose,
  editing,
}: {
  course: string;
  opened: boolean;
  onClose: () => void;
  editing: Batch | null;
}) {
  const { t, i18n } = useLingui();
  const narrow = useMediaQuery("(max-width: 48em)");
  const save = useSaveBatch();
  const check = useSchemaResolver(BatchInputSchema);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: (values) => check(inputOf(values)),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? {
            name: editing.name,
            startDate: editing.startDate,
            days: editing.days,
            startTime: editing.startTime,
            endTime: editing.endTime,
            teacher: editing.teacher,
            room: editing.room,
            online: editing.online,
            seats: editing.seats,
            ownFee: editing.fee !== null,
            fee: editing.fee ?? EMPTY.fee,
          }
        : EMPTY,
    );
    form.clearErrors();
    save.reset();
  }, [opened, editing]);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: editing?._id, code: course, input: inputOf(values) },
      {
        onSuccess: (batch) => {
          notifySuccess(editing ? t`"${batch.name}" was saved` : t`"${batch.name}" was added`);
          onClose();
        },
        onError: showFieldErrors(form),
      },
    ),
  );
  const feeErrors = Object.fromEntries(
    Object.entries(form.errors).flatMap(([path, message]) =>
      path.startsWith("fee.") ? [[path.slice(4), String(message)]] : [],
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t`Change batch` : t`New batch`}
      size={720}
      fullScreen={narrow}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      <form onSubmit={submit} noValidate aria-label={editing ? t`Change batch` : t`New batch`}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`Batch name`}
              withAsterisk
              data-autofocus
              maxLength={100}
              {...form.getInputProps("name")}
            />
            <TextInput
              label={t`Starts on`}
              type="date"
              withAsterisk
              {...form.getInputProps("startDate")}
            />
            <TextInput
              label={t`Class starts at`}
              type="time"
              withAsterisk
              {...form.getInputProps("startTime")}
            />
            <TextInput
              label={t`Class ends at`}
              type="time"
              withAsterisk
              {...form.getInputProps("endTime")}
            />
          </SimpleGrid>
          <Checkbox.Group label={t`Days`} withAsterisk {...form.getInputProps("days")}>
            <Group mt={4} gap="sm">
              {WEEKDAYS.map((day) => (
                <Checkbox key={day} value={day} label={i18n._(WEEKDAY_NAMES[day])} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Teacher`} maxLength={100} {...form.getInputProps("teacher")} />
            <TextInput
              label={t`Room`}
              maxLength={100}
              disabled={form.values.online}
              {...form.getInputProps("room")}
            />
            <NumberInput
              label={t`Seats`}
              withAsterisk
              min={1}
              max={500}
              allowDecimal={false}
              {...form.getInputProps("seats")}
            />
          </SimpleGrid>
          <Checkbox label={t`Online`} {...form.getInputProps("online", { type: "checkbox" })} />
          <Checkbox
            label={t`This batch has a fee of its own`}
            {...form.getInputProps("ownFee", { type: "checkbox" })}
          />
          {form.values.ownFee && (
            <FeePlanEditor
              legend={t`The batch's fee`}
              totalFee={form.values.fee.totalFee}
              feePlan={form.values.fee.feePlan}
              onTotalChange={(paise) => {
                form.setFieldValue("fee.totalFee", paise);
                form.clearFieldError("fee.feePlan.instalments");
              }}
              onPlanChange={(plan) => {
                form.setFieldValue("fee.feePlan", plan);
                form.clearFieldError("fee.feePlan.instalments");
              }}
              errors={feeErrors}
            />
          )}
          <FormError error={save.error} form={form} title={t`The batch was not saved`} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
