import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { SavedRepliesTable } from "@/features/saved-replies/components/saved-replies-table";

export function SavedRepliesRoute() {
  const { t } = useLingui();
  return (
    <SavedRepliesTable
      header={(newReply) => (
        <PageHeader
          title={t`Saved replies`}
          subtitle={t`The answers the desk gives every day, for every member of staff to insert.`}
          actions={newReply}
        />
      )}
    />
  );
}
