import { Button, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { Link } from "react-router";

const SERVICES = [
  {
    title: "Courses",
    text: "Full-stack (MERN), front-end, back-end, Java and Python courses, plus coaching for government exams.",
  },
  {
    title: "Trips",
    text: "Guided trips to Plassey Monument, Hazarduari Palace and the Nabadwip Iskon Temple.",
  },
  {
    title: "Traveller support",
    text: "Raise a ticket about a booking and follow the replies of our staff until it is solved.",
  },
];

/** A simple home page; a later issue builds the full one here. */
export function HomePage() {
  return (
    <>
      <Title order={1} mb="sm">
        Plassey Institute
      </Title>
      <Text size="lg" mb="lg">
        A coaching institute and software company: courses, admissions, guided trips and a support
        desk for travellers.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        {SERVICES.map((service) => (
          <Card key={service.title} withBorder padding="lg" component="section">
            <Title order={2} size="h3" mb="xs">
              {service.title}
            </Title>
            <Text>{service.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to="/trip">
          Book a trip
        </Button>
        <Button component={Link} to="/tickets" variant="outline">
          My tickets
        </Button>
      </Group>
    </>
  );
}
