// The order form of /order?id=…: who and what are read-only; address, gender, PIN and mobile
// are checked with the server's own schema before sending.

import type { Gender } from "@app/shared/admissions";
import { formatRupees } from "@app/shared/format";
import type { Order } from "@app/shared/orders";
import { OrderInputSchema } from "@app/shared/orders";
import type { Product } from "@app/shared/products";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { FormError } from "@/components/form-error";
import {
  AccountFields,
  AddressField,
  GenderField,
  MobileField,
  PinField,
} from "@/components/form-fields";
import { useUser } from "@/lib/auth";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useTextIn } from "@/lib/use-text-in";
import { useCreateOrder } from "../api/create-order";
import { OrderConfirmation } from "./order-confirmation";

type FormValues = {
  address: string;
  gender: Gender | "";
  pin: string;
  mobile: string;
  idvalue: { category: string };
};

export function OrderForm({
  product,
}: {
  product: Pick<Product, "_id" | "nameText" | "sellprice">;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const user = useUser();
  const create = useCreateOrder();
  const [taken, setTaken] = useState<Order | null>(null);

  const textIn = useTextIn();
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      address: "",
      gender: "",
      pin: "",
      mobile: "",
      idvalue: { category: product._id },
    },
    validate: useSchemaResolver(OrderInputSchema),
  });

  const productName = textIn(product.nameText);
  const submit = form.onSubmit((values) => {
    const parsed = OrderInputSchema.safeParse(values);
    if (!parsed.success) return;
    create.mutate(
      { ...parsed.data, name: user?.name, email: user?.email, product: productName },
      {
        onSuccess: (order) => setTaken(order),
        onError: showFieldErrors(form),
      },
    );
  });

  if (taken) return <OrderConfirmation order={taken} />;

  return (
    <form onSubmit={submit} noValidate aria-label={t`Order form`}>
      <Stack maw={560}>
        <AccountFields />
        <TextInput label={t`Product`} value={productName} readOnly />
        <TextInput label={t`Price`} value={formatRupees(product.sellprice, locale)} readOnly />
        <AddressField {...form.getInputProps("address")} />
        <GenderField {...form.getInputProps("gender")} />
        <PinField {...form.getInputProps("pin")} />
        <MobileField {...form.getInputProps("mobile")} />
        <FormError error={create.error} form={form} title={t`Your order was not placed`} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            <Trans>Place order</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
