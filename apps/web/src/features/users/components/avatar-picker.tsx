// Profile picture: pick an image, preview it locally, then upload or remove it.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import placeholder from "@/assets/avatar-placeholder.svg";
import { FormError } from "@/components/form-error";
import { UploadField } from "@/components/upload-field";
import { useUser } from "@/lib/auth";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteAvatar } from "../api/delete-avatar";
import { useUploadAvatar } from "../api/upload-avatar";
import classes from "./avatar-picker.module.css";

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

export function AvatarPicker() {
  const { t } = useLingui();
  const user = useUser();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();

  // The preview's object URL is freed when it is replaced or the page closes.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onPick = (picked: File | null) => {
    if (picked && !picked.type.startsWith("image/")) {
      setPickError(t`Please choose an image file (PNG, JPEG, WebP or GIF)`);
      setFile(null);
      return;
    }
    setPickError(null);
    upload.reset();
    setFile(picked);
  };

  const onUpload = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifySuccess(t`Profile picture saved`);
      },
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifySuccess(t`Profile picture removed`),
      onError: notifyError,
    });

  const src = preview ?? user?.avatarUrl ?? placeholder;
  const alt = preview
    ? t`Preview of your new profile picture`
    : user?.avatarUrl
      ? t`Your profile picture`
      : t`No profile picture yet (placeholder)`;

  return (
    <Stack align="flex-start" gap="sm">
      <img src={src} alt={alt} width={150} height={150} className={classes.avatar} />
      <UploadField
        label={t`Choose a picture`}
        description={t`PNG, JPEG, WebP or GIF`}
        placeholder={t`No picture chosen`}
        clearLabel={t`Remove the chosen picture`}
        accept={ACCEPT}
        value={file}
        onChange={onPick}
        error={pickError}
        maw="100%"
        w={320}
      />
      <FormError error={upload.error} title={t`Your picture was not saved`} />
      <Group>
        <Button onClick={onUpload} disabled={!file} loading={upload.isPending}>
          <Trans>Upload</Trans>
        </Button>
        <Button
          variant="outline"
          color="red.9"
          onClick={onRemove}
          disabled={!user?.avatarUrl}
          loading={remove.isPending}
        >
          <Trans>Remove</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
