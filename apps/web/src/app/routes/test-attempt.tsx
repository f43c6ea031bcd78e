import { useParams } from "react-router";
import { TestPage } from "@/features/test-series/components/test-page";

export function TestAttemptRoute() {
  const { testId = "" } = useParams();
  return <TestPage testId={testId} />;
}
