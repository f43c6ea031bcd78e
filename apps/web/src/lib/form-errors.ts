// How a refused save is shown, one way for the whole app (docs/decisions/035-errors-as-data.md).
//
// A form (fields the user filled in, sent with its submit button) keeps what was typed and shows
// the refusal inside itself, each message once: every issue of the refusal under the field it
// names (showFieldErrors, the mutation's onError) and what names no field of the form in its
// inline alert (components/form-error.tsx, given the mutation's error and the form). An action
// outside a form (a row's Delete, a status picked in a table, a download, Export) has nothing typed
// to keep and no field to point at: it reports a failure with a toast (lib/notify.ts), as it
// reports a success.
import { ApiError, errorMessage } from "./api-client";

export type ServerFieldOptions = {
  /** Where the request names a field differently from the form, e.g. `{ photo: "photos" }`. */
  renamed?: Partial<Record<string, string>>;
};

/** What of a Mantine form this needs; any `useForm` result has it. */
type FormFields = { getValues: () => object };
type FormWithErrors = FormFields & { setFieldError: (path: string, error: string) => void };

/** Where a refusal's words go in a form: each issue under its field, the rest in the alert. */
export type PlacedRefusal = {
  /** Field errors by the form's path (`email`, `lines.0.qty`), one message per field. */
  fields: Record<string, string>;
  /**
   * What no field shows: issues about the request as a whole or a field the form lacks, or the
   * refusal's message when it names no field. Empty when every issue is under its field.
   */
  alert: string[];
};

/** Whether the form's values hold `path` (`["lines", "0", "qty"]`), i.e. the form has that field. */
function holds(values: unknown, path: readonly string[]): boolean {
  let value = values;
  for (const part of path) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, part)) return false;
    value = (value as Record<string, unknown>)[part];
  }
  return path.length > 0;
}

/**
 * Splits a refusal between a form's fields and its alert. An issue's `path` is the request's
 * dotted path (packages/shared/src/common.ts), the form's own path syntax: it goes under that
 * field when the form's values hold it (its first part renamed where the form calls it
 * otherwise), and to the alert when it is "" (the whole request) or the form has no such field.
 */
export function placeRefusal(
  error: unknown,
  form: FormFields | undefined,
  { renamed = {} }: ServerFieldOptions = {},
): PlacedRefusal {
  if (!(error instanceof ApiError)) return { fields: {}, alert: [errorMessage(error)] };
  const values = form?.getValues();
  const fields: Record<string, string> = {};
  const alert: string[] = [];
  for (const { path, message } of error.issues) {
    const [head = "", ...rest] = path === "" ? [] : path.split(".");
    const at = [renamed[head] ?? head, ...rest];
    if (path !== "" && holds(values, at)) {
      // A field shows one message; its next one appears once the first is put right.
      fields[at.join(".")] ??= message;
    } else if (!alert.includes(message)) alert.push(message);
  }
  if (error.issues.length === 0) alert.push(error.message);
  return { fields, alert };
}

/** A form mutation's `onError`: puts each issue of the refusal under its field. */
export function showFieldErrors(form: FormWithErrors, options?: ServerFieldOptions) {
  return (error: unknown): void => {
    for (const [path, message] of Object.entries(placeRefusal(error, form, options).fields)) {
      form.setFieldError(path, message);
    }
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
