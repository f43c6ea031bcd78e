import { PRODUCT_NAMES, PRODUCTS, type Product } from "@app/shared/tickets";
import { Button, Card, SimpleGrid, Text, Title } from "@mantine/core";
import { useNavigate } from "react-router";

const DESCRIPTIONS: Record<Product, string> = {
  plassey:
    "The memorial at the site of the 1757 Battle of Plassey, on the bank of the Bhagirathi. A half-day guided visit.",
  hazarduari:
    "The palace of a thousand doors in Murshidabad, with its museum of arms, paintings and the old Nawabi court.",
  iskon:
    "The temple town of Nabadwip and the ISKCON complex at Mayapur across the river, with an evening aarti.",
};

/** The three trips; booking raises a ticket about the chosen trip (visitors sign in first). */
export function TripCards() {
  const navigate = useNavigate();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {PRODUCTS.map((product) => (
        <Card key={product} withBorder padding="lg" component="article">
          <Title order={2} size="h3" mb="xs">
            {PRODUCT_NAMES[product]}
          </Title>
          <Text mb="md" style={{ flex: 1 }}>
            {DESCRIPTIONS[product]}
          </Text>
          <Button onClick={() => navigate(`/new-ticket?trip=${product}`)}>Book Trip</Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
