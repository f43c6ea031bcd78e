// How a refused save is shown, one way for the whole app (PRODUCT.md §5).
//
// A form (fields the user filled in, sent with its submit button) keeps what was typed and shows
// the refusal inside itself: the server's message in an inline alert (components/form-error.tsx,
// fed the mutation's error) and each field the refusal names next to that field (below). An
// action outside a form (a row's Delete, a status picked in a table, a download, Export) has
// nothing typed to keep and no field to point at: it reports a failure with a toast
// (lib/notify.ts), as it reports a success.
import type { FormErrors } from "@mantine/form";
import { ApiError } from "./api-client";

export type FieldErrorOptions = {
  /** A refusal with this status is about one field as a whole, e.g. `{ 409: "email" }`. */
  byStatus?: Partial<Record<number, string>>;
  /** Where the server names a field differently from the form, e.g. `{ photo: "photos" }`. */
  renamed?: Partial<Record<string, string>>;
};

/** The parts of a form's state this needs; any Mantine form has them. */
type FormWithErrors = {
  getValues: () => object;
  setErrors: (update: (current: FormErrors) => FormErrors) => void;
};

// The server's error handler answers a refused body as "field: message", up to three joined by
// "; ". A field is a dotted path (`lines.0.qty`), the form's own path syntax.
const PART = /^([\w.]+): (.+)$/s;
const SEPARATOR = /; (?=[\w.]+: )/;

/**
 * The field errors a refusal names, by form path: each "field: message" part of a 400 whose field
 * the form has, or the whole message for a status that `byStatus` ties to a field.
 */
export function fieldErrorsOf(
  error: unknown,
  fields: readonly string[],
  { byStatus = {}, renamed = {} }: FieldErrorOptions = {},
): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const whole = byStatus[error.status];
  if (whole) return { [whole]: error.message };
  if (error.status !== 400) return {};
  const errors: FormErrors = {};
  for (const part of error.message.split(SEPARATOR)) {
    const [, named = "", message = ""] = PART.exec(part) ?? [];
    const [head = "", ...rest] = named.split(".");
    const field = renamed[head] ?? head;
    if (fields.includes(field)) errors[[field, ...rest].join(".")] = message;
  }
  return errors;
}

/** A form mutation's `onError`: puts what the refusal says about each field next to that field. */
export function showFieldErrors(form: FormWithErrors, options?: FieldErrorOptions) {
  return (error: unknown): void => {
    const errors = fieldErrorsOf(error, Object.keys(form.getValues()), options);
    if (Object.keys(errors).length > 0) form.setErrors((current) => ({ ...current, ...errors }));
  };
}

/**
 * Focus moves to a form's first refused field, wherever the refusal came from: the form's own
 * check at submit, or the server's answer a moment later (WCAG 3.3.1). A screen reader then reads
 * the field with its message (each field's error is its description). The user's own focus on a
 * refused field is left alone.
 */
export function focusFirstInvalidField(form: HTMLFormElement): void {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.getAttribute("aria-invalid") === "true") return;
  first.focus();
}

/** How long after a submit a refusal from the server still moves focus (a slow network). */
const SERVER_REFUSAL_WAIT_MS = 15_000;

/**
 * One listener for every form of the app (installed once at start): after each submit, the first
 * field marked invalid gets focus, as soon as one is.
 */
export function installInvalidFieldFocus(root: Document = document): void {
  root.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    // React renders the form's own check within a frame or two.
    requestAnimationFrame(() => requestAnimationFrame(() => focusFirstInvalidField(form)));
    // A refusal from the server marks its fields later: the first change to aria-invalid moves
    // focus, once.
    const observer = new MutationObserver(() => {
      if (!form.querySelector('[aria-invalid="true"]')) return;
      observer.disconnect();
      focusFirstInvalidField(form);
    });
    observer.observe(form, { attributes: true, attributeFilter: ["aria-invalid"], subtree: true });
    window.setTimeout(() => observer.disconnect(), SERVER_REFUSAL_WAIT_MS);
  });
}
