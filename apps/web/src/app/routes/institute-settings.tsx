import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { ErrorState, LoadingState } from "@/components/query-states";
import { InstituteForm } from "@/features/institute/components/institute-form";
import { TurnoverWarning } from "@/features/institute/components/turnover-warning";
import { useInstituteQuery } from "@/lib/use-institute";

/** /settings (admins): the institute's details the whole site shows. */
export function InstituteSettingsRoute() {
  const { t } = useLingui();
  const query = useInstituteQuery();
  return (
    <>
      <PageHeader
        title={t`Settings`}
        subtitle={t`The institute's details, as the contact page, the footer and invoices show them`}
      />
      {query.isPending ? (
        <LoadingState label={t`Loading the institute's details`} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TurnoverWarning />
          <InstituteForm saved={query.data} />
        </>
      )}
    </>
  );
}
