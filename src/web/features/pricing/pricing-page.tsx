import { Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconClockHour4 from '@tabler/icons-react/dist/esm/icons/IconClockHour4.mjs';
import IconCurrencyPound from '@tabler/icons-react/dist/esm/icons/IconCurrencyPound.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import { HOURLY_RATE_GBP } from '../../../shared/constants.ts';
import { formatGbp } from '../../../shared/domain/format.ts';
import { ButtonLink } from '../../components/router-links.tsx';
import { StepCard } from '../../components/step-card.tsx';
import { HourPackages } from './hour-packages.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

// Estimated working time per service (docs/product.md "Services and spelling").
const ESTIMATES = [
  { service: 'Human Check', minHours: 1, maxHours: 2, note: 'For content that is mostly on track.' },
  {
    service: 'Full Rewrite',
    minHours: 2,
    maxHours: 5,
    note: 'For content that needs a full transformation.',
  },
] as const;

const STEPS = [
  {
    Icon: IconFileText,
    title: 'Submit your content',
    text: 'Paste your AI-generated text and tell us what you need. No signup is required to get started.',
  },
  {
    Icon: IconReceipt,
    title: 'Receive a quote',
    text: `A copywriter reviews your content and quotes either by the hour at ${formatGbp(HOURLY_RATE_GBP)} per hour or as a fixed price for the whole job.`,
  },
  {
    Icon: IconCurrencyPound,
    title: 'Accept and pay',
    text: 'Accept the quote that suits you and pay securely by card. Your copywriter starts work straight away.',
  },
] as const;

export function PricingPage() {
  return (
    <Container size="lg" py={{ base: 48, md: 72 }}>
      <Stack align="center" ta="center" gap="sm" mb={48}>
        <Title order={1}>Pricing</Title>
        <Text size="lg" c="dimmed" maw={680}>
          Every piece of content is different, so every job gets its own quote. You only pay once you have
          seen and accepted it.
        </Text>
      </Stack>

      <Title order={2} size="h3" mb="md">
        How quotes work
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mb={48}>
        {STEPS.map(({ Icon, title, text }, index) => (
          <StepCard key={title} number={index + 1} title={title} text={text} Icon={Icon} />
        ))}
      </SimpleGrid>

      <Title order={2} size="h3" mb="xs">
        Estimated effort
      </Title>
      <Text c="dimmed" mb="md">
        A guide to how long each service usually takes; your quote reflects the length and complexity of your
        content.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mb={48}>
        {ESTIMATES.map((estimate) => (
          <Card key={estimate.service} withBorder radius="lg" padding="lg">
            <Group gap="sm" wrap="nowrap" mb="xs">
              <IconClockHour4 size={22} color="var(--mantine-color-indigo-6)" aria-hidden />
              <Title order={3} size="h4">
                {estimate.service}
              </Title>
            </Group>
            <Text fw={700} size="xl">
              About {estimate.minHours}-{estimate.maxHours} hours
            </Text>
            <Text size="sm" c="dimmed">
              {estimate.note} At the hourly rate that is {formatGbp(estimate.minHours * HOURLY_RATE_GBP)} to{' '}
              {formatGbp(estimate.maxHours * HOURLY_RATE_GBP)}.
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Box mb={48}>
        <HourPackages />
      </Box>

      <Stack align="center" gap="sm">
        <Text fw={600}>Ready to see what your content needs?</Text>
        <ButtonLink to="/humanise" size="lg">
          Submit Your Content
        </ButtonLink>
      </Stack>
    </Container>
  );
}
