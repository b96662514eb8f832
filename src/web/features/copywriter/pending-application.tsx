// A pending applicant's page (docs/product.md "Copywriters: directory and application"): what happens next, how
// long it usually takes, and the application as they sent it, which they cannot change while it is read.
import { Badge, Button, Card, Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconHourglass from '@tabler/icons-react/dist/esm/icons/IconHourglass.mjs';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProfileDto } from '../../../shared/schemas/copywriter.ts';
import { formatDate } from '../../lib/format.ts';
import { specialtyLabel } from '../../lib/specialties.ts';
import { profileQuery } from './dashboard-queries.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

function Answer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={2}>
        {label}
      </Text>
      {children}
    </div>
  );
}

function Written({ text }: { text: string }) {
  return (
    <Text
      size="sm"
      c={text ? undefined : 'dimmed'}
      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
    >
      {text || 'Not given'}
    </Text>
  );
}

function SentApplication({ profile }: { profile: ProfileDto }) {
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="your-application">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="your-application">
            Your application
          </Title>
          <Text size="sm" c="dimmed">
            Sent on {formatDate(profile.createdAt)}
          </Text>
        </div>
        <Answer label="Specialties">
          <Group gap={6}>
            {profile.specialties.map((specialty) => (
              <Badge key={specialty} variant="light" tt="none">
                {specialtyLabel(specialty)}
              </Badge>
            ))}
          </Group>
        </Answer>
        <Answer label="Experience">
          <Written text={profile.experience} />
        </Answer>
        <Answer label="Portfolio">
          <Written text={profile.portfolio} />
        </Answer>
        <Answer label="Writing sample">
          <Text size="sm" lineClamp={8} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {profile.sampleContent}
          </Text>
        </Answer>
        <Answer label="Availability">
          <Written text={profile.availability} />
        </Answer>
        <Answer label="Rate expectations">
          <Written text={profile.rates} />
        </Answer>
      </Stack>
    </Card>
  );
}

export function PendingApplication({ profile }: { profile: ProfileDto }) {
  // An admin may approve while this page is open: asking again is cheaper than a reload.
  const fresh = useQuery(profileQuery());
  return (
    <Container size="sm" py={{ base: 32, md: 48 }}>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="xl">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={48} radius="xl" variant="light" flex="none">
                <IconHourglass size={26} aria-hidden />
              </ThemeIcon>
              <Title order={1} size="h2">
                Your application is being reviewed
              </Title>
            </Group>
            <Text>Thank you for applying to be a copywriter. Here is what happens next:</Text>
            <List spacing="xs" type="ordered">
              <List.Item>
                An admin reads your application and writing sample. This usually takes{' '}
                <strong>up to two working days</strong>.
              </List.Item>
              <List.Item>
                You hear either way, by email and in the bell at the top of the page; if it is not approved,
                the admin says why and you can apply again.
              </List.Item>
              <List.Item>Once approved, jobs waiting for a quote appear on this page.</List.Item>
            </List>
            <Group>
              <Button variant="default" onClick={() => void fresh.refetch()} loading={fresh.isFetching}>
                Check again
              </Button>
            </Group>
          </Stack>
        </Card>
        <SentApplication profile={profile} />
      </Stack>
    </Container>
  );
}
