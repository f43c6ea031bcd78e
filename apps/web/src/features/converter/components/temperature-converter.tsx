// Celsius and Fahrenheit fields that fill each other, and whether water would boil (docs/product.md).
import { useLingui } from "@lingui/react/macro";
import { Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type ChangeEvent, type RefObject, useEffect, useRef, useState } from "react";
import { convert, type Scale } from "../utils/temperature";

export function TemperatureConverter() {
  const { t } = useLingui();
  const example = "37.5";
  // Only the last-edited scale and its text are state; the other field is derived (as the product asks).
  const [edited, setEdited] = useState<{ scale: Scale; text: string }>({ scale: "c", text: "" });
  const result = convert(edited.scale, edited.text);
  const inputs: Record<Scale, RefObject<HTMLInputElement | null>> = {
    c: useRef<HTMLInputElement>(null),
    f: useRef<HTMLInputElement>(null),
  };
  // A number typed into the server's HTML before the page's script took it over (decision 022) counts
  // as typed: the field being typed in first, else whichever holds one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the converter first mounts
  useEffect(() => {
    const typed = (["c", "f"] as const)
      .map((scale) => ({ scale, input: inputs[scale].current }))
      .filter(({ input }) => input !== null && input.value !== "")
      .sort(
        (a, b) =>
          Number(b.input === document.activeElement) - Number(a.input === document.activeElement),
      );
    const [first] = typed;
    if (first?.input) setEdited({ scale: first.scale, text: first.input.value });
  }, []);

  const field = (scale: Scale, label: string) => ({
    ref: inputs[scale],
    label,
    value: scale === "c" ? result.celsius : result.fahrenheit,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setEdited({ scale, text: event.currentTarget.value }),
    error:
      result.invalid && edited.scale === scale ? t`Enter a number, e.g. ${example}` : undefined,
    // A text field, not type="number": the browser would hide what was typed when it is not
    // a number, and the page must show that case (an empty other field).
    inputMode: "decimal" as const,
    autoComplete: "off",
  });

  return (
    <Stack maw={640}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput {...field("c", t`Temperature in Celsius`)} />
        <TextInput {...field("f", t`Temperature in Fahrenheit`)} />
      </SimpleGrid>
      <Paper withBorder p="md" aria-live="polite">
        <Text size="lg" fw={500} data-testid="boiling-verdict">
          {result.boils === null
            ? t`Enter a temperature to see whether water would boil.`
            : result.boils
              ? t`The water would boil.`
              : t`The water would not boil.`}
        </Text>
      </Paper>
    </Stack>
  );
}
