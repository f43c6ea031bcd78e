// The desk's attachments (issue 20): uploading one before its ticket or note is sent, taking back
// an unsent one, and reading a stored one with the bearer token (a plain link cannot send it).
import { AttachmentSchema } from "@app/shared/tickets";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { request, requestBlob } from "@/lib/api-client";

export const uploadAttachment = (file: File, signal?: AbortSignal) => {
  const body = new FormData();
  body.append("file", file);
  return request("/api/ticket-attachments", AttachmentSchema, { method: "POST", body, signal });
};

export const removeUnsentAttachment = (id: string) =>
  requestBlob(`/api/ticket-attachments/${encodeURIComponent(id)}`, "application/json", {
    method: "DELETE",
  });

export const attachmentPath = (ticketId: string, attachmentId: string, thumbnail = false) =>
  `/api/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(attachmentId)}${
    thumbnail ? "/thumbnail" : ""
  }`;

export const getAttachmentFile = (ticketId: string, attachmentId: string, thumbnail = false) =>
  requestBlob(attachmentPath(ticketId, attachmentId, thumbnail), "image/webp, application/pdf");

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
