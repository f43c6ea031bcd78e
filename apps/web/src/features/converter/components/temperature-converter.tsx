// Celsius and Fahrenheit fields that fill each other, and whether water would boil (spec §2, §4).
import { Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type ChangeEvent, useState } from "react";
import { convert, type Scale } from "../utils/temperature";

const NOT_A_NUMBER = "Enter a number, e.g. 37.5";

export function TemperatureConverter() {
  // Only the last-edited scale and its text are state; the other field is derived (spec §4).
  const [edited, setEdited] = useState<{ scale: Scale; text: string }>({ scale: "c", text: "" });
  const result = convert(edited.scale, edited.text);

  const field = (scale: Scale, label: string) => ({
    label,
    value: scale === "c" ? result.celsius : result.fahrenheit,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setEdited({ scale, text: event.currentTarget.value }),
    error: result.invalid && edited.scale === scale ? NOT_A_NUMBER : undefined,
    // A text field, not type="number": the browser would hide what was typed when it is not
    // a number, and the page must show that case (an empty other field, spec §5).
    inputMode: "decimal" as const,
    autoComplete: "off",
  });

  return (
    <Stack maw={640}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput {...field("c", "Temperature in Celsius")} />
        <TextInput {...field("f", "Temperature in Fahrenheit")} />
      </SimpleGrid>
      <Paper withBorder p="md" aria-live="polite">
        <Text size="lg" fw={500} data-testid="boiling-verdict">
          {result.boils === null
            ? "Enter a temperature to see whether water would boil."
            : result.boils
              ? "The water would boil."
              : "The water would not boil."}
        </Text>
      </Paper>
    </Stack>
  );
}
