// A fee and how it is paid, as staff write it: the total in rupees, then one payment or rows of
// instalments (amount and months after the start), with their sum beside the total. Amounts are
// kept in paise; the server checks again that the instalments add up.
import type { FeePlan } from "@app/shared/courses";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Stack,
  Text,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useLanguage } from "@/lib/i18n";
import { formatFee } from "./course-words";

/** Rupees typed (with up to 2 decimals) as whole paise; NaN when it is no amount. */
const toPaise = (value: string | number): number =>
  value === "" ? Number.NaN : Math.round(Number(value) * 100);
const toRupees = (paise: number): number | string => (Number.isFinite(paise) ? paise / 100 : "");

export function FeePlanEditor({
  legend,
  totalFee,
  feePlan,
  onTotalChange,
  onPlanChange,
  errors,
}: {
  legend: string;
  totalFee: number;
  feePlan: FeePlan;
  onTotalChange: (paise: number) => void;
  onPlanChange: (plan: FeePlan) => void;
  /** The form's errors by path, relative to this fee (`totalFee`, `feePlan.instalments`, …). */
  errors: Record<string, string | undefined>;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const instalments = feePlan.kind === "instalments" ? feePlan.instalments : [];
  const sum = instalments.reduce((total, part) => total + (part.amount || 0), 0);
  const setInstalments = (next: typeof instalments) =>
    onPlanChange({ kind: "instalments", instalments: next });
  const splitEvenly = (count: number) => {
    const total = Number.isFinite(totalFee) ? totalFee : 0;
    const share = Math.floor(total / count / 100) * 100;
    return Array.from({ length: count }, (_, index) => ({
      amount: index === count - 1 ? total - share * (count - 1) : share,
      dueAfterMonths: index === 0 ? 0 : index * 3,
    }));
  };

  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <NumberInput
          label={t`Total fee (₹)`}
          withAsterisk
          min={0}
          decimalScale={2}
          thousandSeparator=","
          value={toRupees(totalFee)}
          onChange={(value) => onTotalChange(toPaise(value))}
          error={errors.totalFee}
        />
        <Radio.Group
          label={t`How it is paid`}
          value={feePlan.kind}
          onChange={(kind) =>
            onPlanChange(
              kind === "once"
                ? { kind: "once" }
                : { kind: "instalments", instalments: splitEvenly(2) },
            )
          }
        >
          <Group mt={4}>
            <Radio value="once" label={t`One payment`} />
            <Radio value="instalments" label={t`Instalments`} />
          </Group>
        </Radio.Group>
        {feePlan.kind === "instalments" && (
          <Stack gap="xs">
            {instalments.map((part, index) => {
              const number = index + 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
                  <NumberInput
                    label={t`Instalment ${number} (₹)`}
                    min={0}
                    decimalScale={2}
                    thousandSeparator=","
                    flex={1}
                    miw={0}
                    value={toRupees(part.amount)}
                    onChange={(value) =>
                      setInstalments(
                        instalments.map((row, at) =>
                          at === index ? { ...row, amount: toPaise(value) } : row,
                        ),
                      )
                    }
                    error={errors[`feePlan.instalments.${index}.amount`]}
                  />
                  <NumberInput
                    label={t`Due after (months)`}
                    min={0}
                    max={36}
                    allowDecimal={false}
                    w={130}
                    value={part.dueAfterMonths}
                    onChange={(value) =>
                      setInstalments(
                        instalments.map((row, at) =>
                          at === index
                            ? { ...row, dueAfterMonths: value === "" ? 0 : Number(value) }
                            : row,
                        ),
                      )
                    }
                    error={errors[`feePlan.instalments.${index}.dueAfterMonths`]}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={errors[`feePlan.instalments.${index}.amount`] ? 22 : 2}
                    aria-label={t`Remove instalment ${number}`}
                    disabled={instalments.length <= 2}
                    onClick={() => setInstalments(instalments.filter((_, at) => at !== index))}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
            <Group justify="space-between" wrap="wrap">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={instalments.length >= 12}
                onClick={() =>
                  setInstalments([
                    ...instalments,
                    {
                      amount: Math.max(0, (Number.isFinite(totalFee) ? totalFee : 0) - sum),
                      dueAfterMonths: (instalments.at(-1)?.dueAfterMonths ?? 0) + 1,
                    },
                  ])
                }
              >
                <Trans>Add an instalment</Trans>
              </Button>
              <Text
                size="sm"
                c={sum === totalFee ? undefined : "#c92a2a"}
                fw={sum === totalFee ? undefined : 600}
                aria-live="polite"
                data-testid="instalment-sum"
              >
                {t`Instalments add up to ${formatFee(sum, locale)} of ${formatFee(Number.isFinite(totalFee) ? totalFee : 0, locale)}`}
              </Text>
            </Group>
            {errors["feePlan.instalments"] && (
              <Text size="sm" c="red.8" role="alert">
                {errors["feePlan.instalments"]}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}
