// A picture of a question (its text, an option, the solution): chosen, uploaded at once (PNG or
// JPEG; the server keeps a WebP at most 1200 px wide), shown, replaced or removed. The form keeps
// the stored picture's name.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { UploadButton } from "@/components/upload-field";
import { QuestionPicture } from "@/features/test-series/components/question-picture";
import { errorMessage } from "@/lib/api-client";
import { useUploadPicture } from "../api/question-bank";

export function PictureField({
  of,
  value,
  onChange,
  error,
}: {
  /** Whose picture it is, in words ("the question", "option 2"), for the buttons' names. */
  of: string;
  value: string | null;
  onChange: (name: string | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const upload = useUploadPicture();
  const problem = upload.error ? errorMessage(upload.error) : error;
  return (
    <Stack gap={4}>
      {value && <QuestionPicture name={value} alt={t`Picture of ${of}`} small />}
      <Group gap="xs" wrap="wrap">
        <UploadButton
          accept="image/png,image/jpeg"
          onPick={([file]) => {
            if (file) upload.mutate(file, { onSuccess: (stored) => onChange(stored.picture) });
          }}
        >
          {(props) => (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={14} aria-hidden />}
              loading={upload.isPending}
              aria-label={value ? t`Replace the picture of ${of}` : t`Add a picture to ${of}`}
              {...props}
            >
              {value ? <Trans>Replace the picture</Trans> : <Trans>Add a picture</Trans>}
            </Button>
          )}
        </UploadButton>
        {value && (
          <Button
            variant="outline"
            color="red.9"
            size="xs"
            aria-label={t`Remove the picture of ${of}`}
            onClick={() => {
              upload.reset();
              onChange(null);
            }}
          >
            <Trans>Remove the picture</Trans>
          </Button>
        )}
      </Group>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
