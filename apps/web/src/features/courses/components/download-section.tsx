import { financialYearOf } from "@app/shared/invoices";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { PROSPECTUS_HREF } from "../api/prospectus";

/**
 * The academic year the prospectus covers, April to March as Indian sessions run (the financial
 * year, by the date in India on the server and in the browser alike), e.g. "2026–27".
 */
const sessionLabel = (now: Date = new Date()): string => financialYearOf(now).replace("-", "–");

/**
 * The 'Download Section' (docs/product.md): one row, the prospectus, whose PDF the server builds from
 * the current courses and fees. A plain link opens it in a new tab, so it also works without
 * script and announces itself as a link to the file.
 */
export function DownloadSection() {
  const session = sessionLabel();
  const { t } = useLingui();
  const description = t`Our courses, their durations and fees, admission rules and trips (PDF).`;
  return (
    <section aria-labelledby="download-heading">
      <Title order={2} size="h3" id="download-heading" mb="sm">
        <Trans>Download Section</Trans>
      </Title>
      <Table withTableBorder maw={800} aria-labelledby="download-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Document</Trans>
            </Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              <Trans>Description</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>
                <Trans>File</Trans>
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              <Trans>Prospectus {session}</Trans>
              {/* Narrow windows have no room for a third column: the description goes here. */}
              <Text size="sm" fw={400} hiddenFrom="sm">
                {description}
              </Text>
            </Table.Th>
            <Table.Td visibleFrom="sm">
              <Text size="sm">{description}</Text>
            </Table.Td>
            <Table.Td>
              <Button
                component="a"
                href={PROSPECTUS_HREF}
                target="_blank"
                rel="noopener"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
              >
                <Trans>Download</Trans>
                <VisuallyHidden>
                  {" "}
                  <Trans>the prospectus {session} (PDF, opens in a new tab)</Trans>
                </VisuallyHidden>
              </Button>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </section>
  );
}
