// The desk's attachments (docs/product.md: support desk): uploading one before its ticket or note is sent, taking back
// an unsent one, and reading a stored one with the bearer token (a plain link cannot send it).
import { AttachmentSchema } from "@app/shared/tickets";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { z } from "zod";
import { api, multipart, readBlob, readJson } from "@/lib/api-client";

export const uploadAttachment = (file: File, signal?: AbortSignal) => {
  const body = new FormData();
  body.append("file", file);
  return readJson(
    api.POST("/api/ticket-attachments", { ...multipart(body), signal }),
    AttachmentSchema,
  );
};

export const removeUnsentAttachment = (attachmentId: string) =>
  readJson(
    api.DELETE("/api/ticket-attachments/{attachmentId}", { params: { path: { attachmentId } } }),
    z.unknown(),
  );

export const getAttachmentFile = (ticketId: string, attachmentId: string, thumbnail = false) => {
  const params = { path: { id: ticketId, attachmentId } };
  return readBlob(
    thumbnail
      ? api.GET("/api/tickets/{id}/attachments/{attachmentId}/thumbnail", {
          params,
          parseAs: "blob",
        })
      : api.GET("/api/tickets/{id}/attachments/{attachmentId}", { params, parseAs: "blob" }),
  );
};

/**
 * An address the page can show a stored file at (an image's thumbnail or the file itself), made
 * from the bytes fetched with the token; released when the component leaves. Stored files never
 * change, so they are fetched once a session.
 */
export function useAttachmentUrl(
  ticketId: string,
  attachmentId: string,
  { thumbnail = false, enabled = true }: { thumbnail?: boolean; enabled?: boolean } = {},
) {
  const file = useQuery({
    queryKey: ["tickets", ticketId, "attachments", attachmentId, thumbnail ? "thumbnail" : "file"],
    queryFn: () => getAttachmentFile(ticketId, attachmentId, thumbnail),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file.data) return;
    const address = URL.createObjectURL(file.data);
    setUrl(address);
    return () => {
      URL.revokeObjectURL(address);
      setUrl(undefined);
    };
  }, [file.data]);
  return { ...file, url };
}
