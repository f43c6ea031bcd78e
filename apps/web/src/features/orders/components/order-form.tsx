// The order form of /order?id=…: who and what are read-only; address, gender, PIN and mobile
// are checked with the server's own schema before sending.
import type { Gender } from "@app/shared/admissions";
import { OrderInputSchema } from "@app/shared/orders";
import type { Product } from "@app/shared/products";
import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
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
import { formatRupees } from "@/lib/format";
import { notifySuccess } from "@/lib/notify";
import { useCreateOrder } from "../api/create-order";

/** Spec §9: the app goes home 2 s after the order is taken. */
const REDIRECT_MS = 2000;

type FormValues = {
  address: string;
  gender: Gender | "";
  pin: string;
  mobile: string;
  idvalue: { category: string };
};

export function OrderForm({ product }: { product: Pick<Product, "_id" | "name" | "sellprice"> }) {
  const user = useUser();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const [taken, setTaken] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      address: "",
      gender: "",
      pin: "",
      mobile: "",
      idvalue: { category: product._id },
    },
    validate: schemaResolver(OrderInputSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const parsed = OrderInputSchema.safeParse(values);
    if (!parsed.success) return;
    create.mutate(
      { ...parsed.data, name: user?.name, email: user?.email, product: product.name },
      {
        onSuccess: () => {
          setTaken(true);
          notifySuccess("your order is taken");
          timer.current = window.setTimeout(() => void navigate("/"), REDIRECT_MS);
        },
        onError: showFieldErrors(form),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Order form">
      <Stack maw={560}>
        <AccountFields />
        <TextInput label="Product" value={product.name} readOnly />
        <TextInput label="Price" value={formatRupees(product.sellprice)} readOnly />
        <AddressField {...form.getInputProps("address")} />
        <GenderField {...form.getInputProps("gender")} />
        <PinField {...form.getInputProps("pin")} />
        <MobileField {...form.getInputProps("mobile")} />
        <FormError error={create.error} title="Your order was not placed" />
        {taken && (
          <Alert color="green" title="Thank you" role="status">
            Order placed. Going to the home page…
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending} disabled={taken}>
            Place order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
