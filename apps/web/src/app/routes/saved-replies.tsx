import { PageHeader } from "@/components/page-header";
import { SavedRepliesTable } from "@/features/saved-replies/components/saved-replies-table";

export function SavedRepliesRoute() {
  return (
    <SavedRepliesTable
      header={(newReply) => (
        <PageHeader
          title="Saved replies"
          subtitle="The answers the desk gives every day, for every member of staff to insert."
          actions={newReply}
        />
      )}
    />
  );
}
