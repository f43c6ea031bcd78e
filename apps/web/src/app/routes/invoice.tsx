import { useParams } from "react-router";
import { InvoiceView } from "@/features/invoices/components/invoice-view";

export function InvoiceRoute() {
  const { invoiceId = "" } = useParams();
  // Keyed so that opening another invoice starts fresh (e.g. the one-time print request).
  return <InvoiceView key={invoiceId} invoiceId={invoiceId} />;
}
