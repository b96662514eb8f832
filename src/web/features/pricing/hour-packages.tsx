// The hour packages, each with a Buy button, on /pricing (docs/product.md "Money").
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconClockHour4 from '@tabler/icons-react/dist/esm/icons/IconClockHour4.mjs';
import { HOURLY_RATE_GBP } from '../../../shared/constants.ts';
import { formatGbp } from '../../../shared/domain/format.ts';
import { HOUR_PACKAGES, perHourGbp } from '../../../shared/domain/hour-packages.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { useBuyPackage } from './use-buy-package.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

const POPULAR = 'standard';

export function HourPackages() {
  const { buy, buying, signedInAsNonClient } = useBuyPackage();
  // A click before the page is hydrated would be lost (docs/decisions/0009).
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="hour-packages-heading">
      <Title order={2} size="h3" mb="xs" id="hour-packages-heading">
        Prepaid hour packages
      </Title>
      <Text c="dimmed" mb="md" maw={720}>
        Buy hours in advance at a lower rate than {formatGbp(HOURLY_RATE_GBP)} an hour, then pay any quote by
        the hour from your balance with one click.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mb="sm">
        {HOUR_PACKAGES.map((hourPackage) => {
          const headingId = `package-${hourPackage.id}`;
          const saving = HOURLY_RATE_GBP - perHourGbp(hourPackage);
          return (
            <Card
              key={hourPackage.id}
              withBorder
              radius="lg"
              padding="lg"
              component="article"
              aria-labelledby={headingId}
              style={
                hourPackage.id === POPULAR ? { borderColor: 'var(--mantine-color-indigo-5)' } : undefined
              }
            >
              <Stack gap="xs" h="100%">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} size="h4" id={headingId}>
                    {hourPackage.name}
                  </Title>
                  {hourPackage.id === POPULAR && (
                    <Badge variant="light" size="sm">
                      Most popular
                    </Badge>
                  )}
                </Group>
                <Group gap={6} wrap="nowrap">
                  <IconClockHour4 size={20} color="var(--mantine-color-indigo-6)" aria-hidden />
                  <Text fw={600}>{hourPackage.hours} hours</Text>
                </Group>
                <Text fw={700} fz={32} lh={1.1}>
                  {formatGbp(hourPackage.amount / 100)}
                </Text>
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {formatGbp(perHourGbp(hourPackage))} an hour, {formatGbp(saving)} less than the hourly rate.
                </Text>
                <Button
                  fullWidth
                  mt="xs"
                  variant={hourPackage.id === POPULAR ? 'filled' : 'light'}
                  onClick={() => void buy(hourPackage.id)}
                  loading={buying === hourPackage.id}
                  disabled={
                    !hydrated || signedInAsNonClient || (buying !== null && buying !== hourPackage.id)
                  }
                  aria-label={`Buy the ${hourPackage.name} package`}
                >
                  Buy
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {signedInAsNonClient && (
        <Text size="sm" c="dimmed">
          Hour packages are for client accounts.
        </Text>
      )}
    </section>
  );
}
