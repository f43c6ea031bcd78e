// A trip's editor (back office): each text in English and Bengali side by side (one may wait for
// its translation; readers then see the other), its pickup points, the SAC and GST rate its
// booking invoices print (docs/accountant.md), and deleting it.
import { formatCount } from "@app/shared/format";
import { LANGUAGES, type Language } from "@app/shared/i18n";
import {
  MAX_PICKUP_POINTS,
  type StaffTrip,
  TRIP_GST_RATE,
  TRIP_SAC,
  type TripInput,
  TripInputSchema,
} from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { DeleteButton } from "@/components/delete-button";
import { FormError } from "@/components/form-error";
import { GstRateField, HsnSacField } from "@/components/form-fields";
import { MissingLanguages } from "@/components/missing-languages";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { languageName } from "@/lib/language-names";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useDeleteTrip, useSaveTrip } from "../api/trips";

type Values = {
  title: { en: string; bn: string };
  description: { en: string; bn: string };
  duration: { en: string; bn: string };
  included: { en: string; bn: string };
  pickupPoints: { en: string; bn: string }[];
  rules: { en: string; bn: string };
  hsnSac: string;
  /** The select's value ("5"). */
  gstRate: string;
};

const EMPTY = { en: "", bn: "" };
const valuesOf = (trip: StaffTrip | undefined): Values =>
  trip
    ? {
        title: trip.title,
        description: trip.description,
        duration: trip.duration,
        included: trip.included,
        pickupPoints: trip.pickupPoints,
        rules: trip.rules,
        hsnSac: trip.hsnSac,
        gstRate: String(trip.gstRate),
      }
    : {
        title: EMPTY,
        description: EMPTY,
        duration: EMPTY,
        included: EMPTY,
        pickupPoints: [EMPTY],
        rules: EMPTY,
        hsnSac: TRIP_SAC,
        gstRate: String(TRIP_GST_RATE),
      };

const inputOf = (values: Values): TripInput => ({ ...values, gstRate: Number(values.gstRate) });

type TextName = "title" | "description" | "duration" | "included" | "rules";

export function TripEditor({ trip }: { trip?: StaffTrip }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const save = useSaveTrip();
  const remove = useDeleteTrip();
  const check = useSchemaResolver(TripInputSchema);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: valuesOf(trip),
    validate: (values) => check(inputOf(values)),
  });
  const labels: Record<TextName, string> = {
    title: t`Title`,
    description: t`Description`,
    duration: t`Duration`,
    included: t`What is included`,
    rules: t`Travel rules (one per line)`,
  };
  const languageNames = Object.fromEntries(
    LANGUAGES.map((language) => [language, languageName(i18n, language)]),
  ) as Record<Language, string>;

  const submit = form.onSubmit((values) => {
    const input = inputOf(values);
    save.mutate(
      { id: trip?._id, input },
      {
        onSuccess: (saved) => {
          notifySuccess(t`The trip was saved`);
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          if (!trip) void navigate(`/staff/trips/${saved._id}`, { replace: true });
        },
        onError: showFieldErrors(form),
      },
    );
  });

  const title = trip ? trip.title.en || trip.title.bn : "";
  const deleteTrip = () => {
    if (!trip) return;
    remove.mutate(trip._id, {
      onSuccess: () => {
        notifySuccess(t`"${title}" was deleted`);
        void navigate("/staff/trips");
      },
      onError: notifyError,
    });
  };

  const pair = (name: TextName, long: boolean) => {
    const Field = long ? Textarea : TextInput;
    const error = form.errors[name];
    return (
      <Stack gap={4} key={name}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(["en", "bn"] as const).map((language) => (
            <Field
              key={language}
              label={`${labels[name]} (${languageNames[language]})`}
              lang={language}
              {...(long ? { autosize: true, minRows: 3, maxRows: 12 } : {})}
              {...form.getInputProps(`${name}.${language}`)}
            />
          ))}
        </SimpleGrid>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={t`Trip`}>
      <Stack>
        {trip && (
          <Group gap="xs">
            <Text size="sm">
              <Trans>Languages:</Trans>
            </Text>
            <MissingLanguages missing={trip.missing} showComplete />
          </Group>
        )}
        {pair("title", false)}
        {pair("description", true)}
        {pair("duration", false)}
        {pair("included", true)}
        <Fieldset legend={t`Pickup points`}>
          <Stack gap="xs">
            {form.values.pickupPoints.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a pickup point is its place in the list
              <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                  {(["en", "bn"] as const).map((language) => (
                    <TextInput
                      key={language}
                      label={t`Pickup point ${formatCount(index + 1, locale)} (${languageNames[language]})`}
                      lang={language}
                      {...form.getInputProps(`pickupPoints.${index}.${language}`)}
                    />
                  ))}
                </SimpleGrid>
                <ActionIcon
                  variant="light"
                  color="red"
                  size="lg"
                  disabled={form.values.pickupPoints.length <= 1}
                  onClick={() => form.removeListItem("pickupPoints", index)}
                  aria-label={t`Remove pickup point ${formatCount(index + 1, locale)}`}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {form.errors.pickupPoints && (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.pickupPoints}
              </Text>
            )}
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={form.values.pickupPoints.length >= MAX_PICKUP_POINTS}
                onClick={() => form.insertListItem("pickupPoints", { en: "", bn: "" })}
              >
                <Trans>Add a pickup point</Trans>
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        {pair("rules", true)}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <HsnSacField
            description={t`Tour operator services are SAC 998552; the trip's booking invoices print it`}
            {...form.getInputProps("hsnSac")}
          />
          <GstRateField {...form.getInputProps("gstRate")} />
        </SimpleGrid>
        <FormError error={save.error} form={form} title={t`The trip was not saved`} />
        <Group justify="space-between">
          {trip ? (
            <DeleteButton
              size="sm"
              variant="light"
              label={t`Delete the trip`}
              title={t`Delete "${title}"?`}
              consequence={
                <Text size="sm">
                  <Trans>
                    Its departures go with it. A trip with reserved seats cannot be deleted.
                  </Trans>
                </Text>
              }
              pending={remove.isPending}
              onConfirm={deleteTrip}
            >
              <Trans>Delete the trip</Trans>
            </DeleteButton>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
