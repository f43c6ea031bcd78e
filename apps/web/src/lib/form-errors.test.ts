// A refusal's issues reach a form each once: under the field its path names, and what names no
// field of the form in the form's alert (components/form-error.tsx).
import { COMMON_PASSWORD_REFUSED, EMAIL_TAKEN, USER_EXISTS } from "@app/shared/users";
import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormError } from "@/components/form-error";
import { ApiError } from "./api-client";
import { placeRefusal, showFieldErrors } from "./form-errors";

/** A form as showFieldErrors uses it: its values, and the errors it was given by path. */
function fakeForm(values: object) {
  const errors: Record<string, string> = {};
  return {
    errors,
    getValues: () => values,
    setFieldError: (path: string, message: string) => {
      errors[path] = message;
    },
  };
}

const registerForm = () => fakeForm({ name: "", email: "", password: "", password2: "" });

/** The text of the form's alert, or "" when it shows none. */
const alertText = (props: Parameters<typeof FormError>[0]) =>
  renderToStaticMarkup(createElement(MantineProvider, null, createElement(FormError, props)))
    .replace(/<style[^>]*>[^<]*<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("showFieldErrors", () => {
  it("puts each issue under its field, in the server's words, and leaves the alert empty", () => {
    const form = registerForm();
    const refusal = new ApiError(USER_EXISTS, 409, [
      { path: "email", message: EMAIL_TAKEN },
      { path: "password", message: COMMON_PASSWORD_REFUSED },
    ]);
    showFieldErrors(form)(refusal);
    expect(form.errors).toEqual({ email: EMAIL_TAKEN, password: COMMON_PASSWORD_REFUSED });
    expect(placeRefusal(refusal, form).alert).toEqual([]);
    expect(alertText({ error: refusal, form, title: "Your account was not created" })).toBe("");
  });

  it("follows a dotted path into a list, and a field the request names differently", () => {
    const bill = fakeForm({ lines: [{ product: { _id: "a" }, qty: 0 }] });
    const refusal = new ApiError("Quantity must be at least 1", 400, [
      { path: "lines.0.qty", message: "Quantity must be at least 1" },
      // The form keeps the product, not its id: no field shows this one, the alert does.
      { path: "lines.0.productId", message: "No such product" },
    ]);
    showFieldErrors(bill)(refusal);
    expect(bill.errors).toEqual({ "lines.0.qty": "Quantity must be at least 1" });
    expect(placeRefusal(refusal, bill).alert).toEqual(["No such product"]);

    const upload = fakeForm({ name: "", photos: [] });
    showFieldErrors(upload, { renamed: { photo: "photos" } })(
      new ApiError("Each image must be at most 1 MB", 413, [
        { path: "photo", message: "Each image must be at most 1 MB" },
      ]),
    );
    expect(upload.errors).toEqual({ photos: "Each image must be at most 1 MB" });
  });

  it("shows one message per field: the first", () => {
    const form = registerForm();
    showFieldErrors(form)(
      new ApiError("Password must be at least 10 characters", 400, [
        { path: "password", message: "Password must be at least 10 characters" },
        { path: "password", message: "Password must hold a digit" },
      ]),
    );
    expect(form.errors).toEqual({ password: "Password must be at least 10 characters" });
  });

  it("says in the alert, once, what is about the whole request or a field the form lacks", () => {
    const form = registerForm();
    const refusal = new ApiError("A field's name may not contain NUL characters", 400, [
      { path: "", message: "A field's name may not contain NUL characters" },
      { path: "page", message: "Enter a whole number from 1 to 1,000" },
      { path: "email", message: "Please enter a valid email" },
      { path: "", message: "A field's name may not contain NUL characters" },
    ]);
    showFieldErrors(form)(refusal);
    expect(form.errors).toEqual({ email: "Please enter a valid email" });
    expect(placeRefusal(refusal, form).alert).toEqual([
      "A field's name may not contain NUL characters",
      "Enter a whole number from 1 to 1,000",
    ]);
    const text = alertText({ error: refusal, form });
    expect(text).toContain("Enter a whole number");
    expect(text).not.toContain("Please enter a valid email");
  });

  it("leaves the fields alone and alerts the message of a refusal that names no field", () => {
    for (const refusal of [
      new ApiError("Invalid credentials", 401),
      new ApiError("Could not reach the server", 0),
      new TypeError("Failed to fetch"),
    ]) {
      const form = registerForm();
      showFieldErrors(form)(refusal);
      expect(form.errors).toEqual({});
      expect(alertText({ error: refusal, form, title: "Not signed in" })).toBe(
        `Not signed in ${refusal.message}`,
      );
    }
    expect(alertText({ error: null, form: registerForm() })).toBe("");
  });

  it("alerts every issue when the alert has no form", () => {
    const refusal = new ApiError("The CSV file must be UTF-8 text", 400, [
      { path: "file", message: "The CSV file must be UTF-8 text" },
    ]);
    expect(alertText({ error: refusal })).toBe("The CSV file must be UTF-8 text");
  });
});
