import { useLingui } from "@lingui/react/macro";
import { Group, Image } from "@mantine/core";
import { useEffect, useState } from "react";

/** Thumbnails of the chosen files; the object URLs are released when the files change. */
export function PhotoPreviews({ files }: { files: File[] }) {
  const { t } = useLingui();
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const next = files.map((file) => URL.createObjectURL(file));
    setUrls(next);
    return () => {
      for (const url of next) URL.revokeObjectURL(url);
    };
  }, [files]);
  if (urls.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t`Chosen images`}>
      {urls.map((url, index) => (
        <Image
          key={url}
          src={url}
          alt={`Preview of image ${index + 1}: ${files[index]?.name ?? ""}`}
          w={96}
          h={96}
          fit="cover"
          radius="sm"
        />
      ))}
    </Group>
  );
}
