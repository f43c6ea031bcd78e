// The order form of /order?id=…: who and what are read-only; address, gender, PIN and mobile
// are checked with the server's own schema before sending.
import { GENDERS, type Gender } from "@app/shared/admissions";
import { OrderInputSchema } from "@app/shared/orders";
import type { Product } from "@app/shared/products";
import { Alert, Button, Group, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useUser } from "@/lib/auth";
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

const FIELDS = ["address", "gender", "pin", "mobile"] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

function fieldOf(error: unknown): { field: Field; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const [, field = "", message = ""] = /^(\w+): (.+)$/s.exec(error.message) ?? [];
  return isField(field) ? { field, message } : null;
}

export function OrderForm({ product }: { product: Pick<Product, "_id" | "name" | "sellprice"> }) {
  const user = useUser();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const [serverError, setServerError] = useState<string | null>(null);
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
    setServerError(null);
    create.mutate(
      { ...parsed.data, name: user?.name, email: user?.email, product: product.name },
      {
        onSuccess: () => {
          setTaken(true);
          notifySuccess("your order is taken");
          timer.current = window.setTimeout(() => void navigate("/"), REDIRECT_MS);
        },
        onError: (error) => {
          const field = fieldOf(error);
          if (field) form.setFieldError(field.field, field.message);
          setServerError(errorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Order form">
      <Stack maw={560}>
        <TextInput label="Name" value={user?.name ?? ""} readOnly />
        <TextInput label="Email" type="email" value={user?.email ?? ""} readOnly />
        <TextInput label="Product" value={product.name} readOnly />
        <TextInput label="Price" value={formatRupees(product.sellprice)} readOnly />
        <Textarea
          label="Address"
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          autoComplete="street-address"
          {...form.getInputProps("address")}
        />
        <Radio.Group label="Gender" withAsterisk {...form.getInputProps("gender")}>
          <Group mt="xs">
            {GENDERS.map((gender) => (
              <Radio
                key={gender}
                value={gender}
                label={gender.charAt(0).toUpperCase() + gender.slice(1)}
              />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label="PIN code"
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...form.getInputProps("pin")}
        />
        <TextInput
          label="Mobile"
          withAsterisk
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          description="10 digits, starting with 6, 7, 8 or 9"
          {...form.getInputProps("mobile")}
        />
        {serverError && (
          <Alert color="red" title="Your order was not placed" role="alert">
            {serverError}
          </Alert>
        )}
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
