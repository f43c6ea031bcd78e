// The one way to choose files on the site, built on Mantine's FileInput and FileButton: a labelled
// field that shows the chosen file's name (with a named button that clears it), and a plain
// button for screens that upload at once (a product's images, a ticket's attachments). Both
// say in the reader's language what they take; the hidden file input is Mantine's.
import { useLingui } from "@lingui/react/macro";
import { FileButton, FileInput, type FileInputProps } from "@mantine/core";
import { type ReactElement, type ReactNode, useRef } from "react";

export type UploadFieldProps<Multiple extends boolean = false> = Omit<
  FileInputProps<Multiple>,
  "clearButtonProps" | "placeholder"
> & {
  /** What the empty field says; "Choose a file" (or "Choose files") unless given. */
  placeholder?: string;
  /** The clear button's name; "Remove the chosen file" (or "files") unless given. */
  clearLabel?: string;
};

/** A labelled file field: `label`, `description`, `accept`, `error` as any Mantine input. */
export function UploadField<Multiple extends boolean = false>({
  placeholder,
  clearLabel,
  clearable = true,
  styles,
  ...props
}: UploadFieldProps<Multiple>) {
  const { t } = useLingui();
  const many = props.multiple === true;
  return (
    <FileInput<Multiple>
      placeholder={placeholder ?? (many ? t`Choose files` : t`Choose a file`)}
      clearable={clearable}
      clearButtonProps={{
        "aria-label": clearLabel ?? (many ? t`Remove the chosen files` : t`Remove the chosen file`),
      }}
      // Mantine's placeholder grey is 2:1 on white; the theme's dimmed grey passes 4.5:1.
      styles={{ placeholder: { color: "var(--mantine-color-dimmed)" }, ...styles }}
      {...props}
    />
  );
}

/**
 * A button that opens the file picker and hands over what was chosen, for screens that upload a
 * file as soon as it is picked. The same file can be picked again afterwards.
 */
export function UploadButton({
  accept,
  multiple = false,
  disabled = false,
  onPick,
  children,
}: {
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The chosen files (never empty). */
  onPick: (files: File[]) => void;
  /** The button, given the props that open the picker. */
  children: (props: { onClick: () => void }) => ReactElement;
}): ReactNode {
  const resetRef = useRef<() => void>(null);
  const picked = (files: File[]) => {
    if (files.length > 0) onPick(files);
    resetRef.current?.();
  };
  return multiple ? (
    <FileButton multiple accept={accept} disabled={disabled} resetRef={resetRef} onChange={picked}>
      {children}
    </FileButton>
  ) : (
    <FileButton
      accept={accept}
      disabled={disabled}
      resetRef={resetRef}
      onChange={(file) => picked(file ? [file] : [])}
    >
      {children}
    </FileButton>
  );
}
