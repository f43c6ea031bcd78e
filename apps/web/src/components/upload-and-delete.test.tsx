// The one upload widget and the one delete button, as the server renders them: their names and
// words in the reader's language. The browser journeys pick files and confirm deletions.
import type { Language } from "@app/shared/i18n";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, createI18n } from "@/lib/i18n";
import { DeleteButton } from "./delete-button";
import { UploadButton, UploadField } from "./upload-field";

const i18n: Record<Language, I18n> = { en: createI18n(), bn: createI18n() };
beforeAll(async () => {
  await activateLanguage(i18n.en, "en");
  await activateLanguage(i18n.bn, "bn");
});

const render = (node: ReactNode, language: Language = "en") =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n[language]}>
      <MantineProvider>{node}</MantineProvider>
    </I18nProvider>,
  ).replace(/<style[^>]*>[^<]*<\/style>/g, "");

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the upload field", () => {
  it("is a labelled button over a file input that takes only what `accept` names", () => {
    const markup = render(<UploadField label="Photo" description="A .png image" accept=".png" />);
    const button = markup.match(/<button[^>]*id="([^"]+)"[^>]*>/);
    expect(button).not.toBeNull();
    expect(markup).toContain(`for="${button?.[1]}"`);
    expect(markup).toMatch(/<input[^>]*type="file"[^>]*accept="\.png"/);
    expect(text(markup)).toContain("Choose a file");
  });

  it("says what to choose in the reader's language, one file or several", () => {
    expect(text(render(<UploadField label="ছবি" />, "bn"))).toContain("একটি ফাইল বেছে নিন");
    expect(text(render(<UploadField label="Images" multiple />))).toContain("Choose files");
    expect(text(render(<UploadField label="Photo" placeholder="Choose a photo" />))).toContain(
      "Choose a photo",
    );
  });

  it("shows the chosen file's name and a clear button with a name of its own", () => {
    const file = new File(["x"], "teacher.png", { type: "image/png" });
    const markup = render(<UploadField label="Photo" value={file} />);
    expect(text(markup)).toContain("teacher.png");
    expect(markup).toContain('aria-label="Remove the chosen file"');
    const bn = render(<UploadField label="ছবি" value={file} />, "bn");
    expect(bn).toContain('aria-label="বেছে নেওয়া ফাইলটি সরান"');
  });

  it("shows an error under the field and marks the field invalid", () => {
    const markup = render(<UploadField label="Photo" error="Please choose a photo" />);
    expect(text(markup)).toContain("Please choose a photo");
    expect(markup).toContain('aria-invalid="true"');
  });

  it("offers a plain button for screens that upload at once", () => {
    const markup = render(
      <UploadButton accept="image/png" onPick={() => undefined}>
        {(props) => (
          <button type="button" {...props}>
            Add images
          </button>
        )}
      </UploadButton>,
    );
    expect(text(markup)).toBe("Add images");
    expect(markup).toMatch(/<input[^>]*type="file"[^>]*accept="image\/png"/);
  });
});

describe("the delete button", () => {
  it("names what it deletes and opens no dialog until pressed", () => {
    const markup = render(
      <DeleteButton
        label="Delete Tara"
        title="Delete this mechanic?"
        consequence="Gone for good."
        onConfirm={() => undefined}
      />,
    );
    expect(markup).toContain('aria-label="Delete Tara"');
    expect(text(markup)).toBe("Delete");
    expect(markup).not.toContain("Delete this mechanic?");
    expect(
      text(
        render(
          <DeleteButton label="x" title="y" consequence="z" onConfirm={() => undefined} />,
          "bn",
        ),
      ),
    ).toBe("মুছে ফেলুন");
  });
});
