// The client's prepaid hours on the dashboard, with the way to buy more and to their receipts
// (docs/product.md "Money").
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import IconClockHour4 from '@tabler/icons-react/dist/esm/icons/IconClockHour4.mjs';
import { formatHoursLong } from '../../../shared/domain/format.ts';
import { ButtonLink } from '../../components/router-links.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';

export function HoursBalance() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="hours-balance-heading">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <IconClockHour4 size={22} />
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed" id="hours-balance-heading">
              Prepaid hours
            </Text>
            <Text fw={700} size="lg" lh={1.2}>
              {formatHoursLong(user.hoursBalance)}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <ButtonLink to="/payments" variant="default" size="sm">
            Payment history
          </ButtonLink>
          <ButtonLink to="/pricing" variant="light" size="sm">
            Buy hours
          </ButtonLink>
        </Group>
      </Group>
    </Card>
  );
}
