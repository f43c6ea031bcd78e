// The batches of a course an applicant may ask for: upcoming, with seats left.
import { OpenBatchSchema } from "@app/shared/courses";
import { useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";

export const useOpenBatches = (course: string) =>
  useQuery({
    queryKey: ["open-batches", course],
    queryFn: () =>
      readPage(
        api.GET("/api/batches/open", { params: { query: { course, limit: "100" } } }),
        OpenBatchSchema,
      ),
    enabled: course !== "",
  });
