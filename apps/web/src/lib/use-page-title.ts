// The browser tab's title of a page: the page's own, then the institute's name as its staff saved
// it, in the reader's language (the server's render of a public page writes the same).
import { useDocumentTitle } from "@mantine/hooks";
import { useInstitute } from "@/lib/use-institute";

export function usePageTitle(page: string): void {
  useDocumentTitle(`${page} | ${useInstitute().name}`);
}
