import { Badge, Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { ButtonLink } from '../../components/router-links.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { servicesCopy } from './home-content.ts';
import { HomeSection } from './home-section.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function ServicesSection() {
  const { labels } = useSpelling();
  const services = servicesCopy(labels.optimisation);

  return (
    <HomeSection
      id="services"
      title="Our services"
      subtitle="Choose a light-touch check or a complete rewrite. Either way, a real person does the work."
      background="white"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {services.map((service) => (
          <Card
            key={service.key}
            withBorder
            padding="xl"
            radius="lg"
            shadow={service.key === 'rewrite' ? 'md' : 'xs'}
          >
            <Group justify="space-between" align="flex-start" mb="xs">
              <Title order={3}>{service.title}</Title>
              {service.key === 'rewrite' && <Badge variant="light">Full transformation</Badge>}
            </Group>
            <Text c="dimmed" mb="md">
              {service.summary}
            </Text>
            <List
              spacing="xs"
              icon={
                <ThemeIcon size={20} radius="xl" color="teal" variant="light" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {service.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            <Group gap={6} mt="lg" c="dimmed" wrap="nowrap">
              <IconClock size={18} aria-hidden />
              <Text size="sm">Turnaround: {service.turnaround}</Text>
            </Group>
            <ButtonLink
              to="/humanise"
              mt="lg"
              variant={service.key === 'rewrite' ? 'filled' : 'light'}
              fullWidth
            >
              Choose {service.title}
            </ButtonLink>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
