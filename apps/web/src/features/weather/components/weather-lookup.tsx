// The weather lookup (docs/product.md: public site): a city, a result line, and how many times it was pressed.

import { formatCount } from "@app/shared/format";
import { WeatherRequestSchema, type WeatherResult } from "@app/shared/weather";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Button, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useInBrowser } from "@/components/browser-only";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { useKeepTypedValues } from "@/lib/keep-typed-values";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useSessionCounter } from "@/lib/use-session-counter";
import { useWeather } from "../api/get-weather";

const COUNTER_KEY = "weather-submissions";

function ResultText({ result }: { result: WeatherResult | undefined }) {
  const { locale } = useLanguage();
  if (!result) return <Trans>you will see your result here</Trans>;
  const town = result.town;
  const temperature = formatCount(result.temp, locale);
  return (
    <Trans>
      Temperature of {town} is {temperature}°C
    </Trans>
  );
}

export function WeatherLookup() {
  const { t } = useLingui();
  // Sent by the page's script: until it has taken over the server's HTML (decision 022), a press
  // would only reload the page, so the button waits for it.
  const inBrowser = useInBrowser();
  const weather = useWeather();
  const [presses, countPress] = useSessionCounter(COUNTER_KEY);
  const form = useForm({
    mode: "controlled",
    initialValues: { text: "" },
    // The shared schema is the only client check (the product asks for no other validation).
    validate: useSchemaResolver(WeatherRequestSchema),
  });
  const typedRef = useKeepTypedValues(form);

  const submit = form.onSubmit((values) =>
    weather.mutate({ text: values.text.trim() }, { onError: showFieldErrors(form) }),
  );

  return (
    <Stack maw={560}>
      <form
        ref={typedRef}
        noValidate
        onSubmit={(event) => {
          // Every press counts, including one the schema refuses.
          countPress();
          submit(event);
        }}
      >
        <Stack gap="sm" align="flex-start">
          <TextInput
            label={t`City name`}
            name="text"
            placeholder={t`e.g. Kolkata`}
            autoComplete="address-level2"
            w="100%"
            {...form.getInputProps("text")}
          />
          <FormError error={weather.error} form={form} title={t`Could not get the weather`} />
          <Button type="submit" loading={weather.isPending} disabled={!inBrowser}>
            <Trans>Submit</Trans>
          </Button>
        </Stack>
      </form>

      <Paper withBorder p="md" aria-live="polite" aria-busy={weather.isPending}>
        <Text size="lg" fw={500} data-testid="weather-result">
          <ResultText result={weather.data} />
        </Text>
      </Paper>
      <Text data-testid="weather-counter">
        <Plural
          value={presses}
          one="You Submitted # Time in This Session"
          other="You Submitted # Times in This Session"
        />
      </Text>
    </Stack>
  );
}
