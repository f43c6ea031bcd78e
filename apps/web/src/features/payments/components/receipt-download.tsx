// The button that downloads a payment's receipt as a PDF, in the student's payments and in the
// staff's payments list alike.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { notifyError } from "@/lib/notify";
import { useDownloadReceipt } from "../api/payments";

export function ReceiptDownload({ id, number }: { id: string; number: string }) {
  const { t } = useLingui();
  const download = useDownloadReceipt();
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate({ id, number }, { onError: notifyError })}
      aria-label={t`Download receipt ${number} as PDF`}
      data-testid="receipt-download"
    >
      <Trans>PDF</Trans>
    </Button>
  );
}
