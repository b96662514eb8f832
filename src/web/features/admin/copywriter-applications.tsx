import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Spoiler,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { writerRatingOutOfFive } from '../../../shared/domain/writer-rating.ts';
import type { CopywriterApplicationDto } from '../../../shared/schemas/admin.ts';
import type { PROFILE_STATUSES } from '../../../shared/schemas/copywriter.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { specialtyLabel } from '../../lib/specialties.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { replaceByUserId } from './admin-logic.ts';
import { copywritersQuery } from './admin-queries.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Spoiler.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

type ProfileStatus = (typeof PROFILE_STATUSES)[number];

const STATUS_BADGES: Record<ProfileStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

// Only http(s) addresses become links: a portfolio is typed by the applicant, who could type javascript:.
function isWebAddress(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value);
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{children}</div>
    </div>
  );
}

function LongText({ text }: { text: string }) {
  if (text.trim() === '') return <Text size="sm">Not given</Text>;
  return (
    <Spoiler maxHeight={66} showLabel="Show more" hideLabel="Show less">
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </Spoiler>
  );
}

function ApplicationCard({ application }: { application: CopywriterApplicationDto }) {
  const queryClient = useQueryClient();
  const approve = useMutation(trpc.admin.approveCopywriter.mutationOptions());
  const reject = useMutation(trpc.admin.rejectCopywriter.mutationOptions());
  const badge = STATUS_BADGES[application.status];
  const headingId = `application-${application.userId}-name`;
  const busy = approve.isPending || reject.isPending;

  const decide = async (decision: 'approve' | 'reject') => {
    const mutation = decision === 'approve' ? approve : reject;
    try {
      const updated = await mutation.mutateAsync({ userId: application.userId });
      queryClient.setQueryData(copywritersQuery().queryKey, (profiles) => replaceByUserId(profiles, updated));
      toast(
        decision === 'approve'
          ? { title: 'Copywriter approved', description: `${application.name} can now quote on jobs.` }
          : { title: 'Application rejected', description: `${application.name} will not see any jobs.` },
      );
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to update the copywriter. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar name={application.name} color="initials" radius="xl" />
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h5" id={headingId}>
                {application.name}
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {application.email} · Applied on {formatDate(application.createdAt) ?? 'N/A'}
              </Text>
            </div>
          </Group>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>

        <Group gap={6}>
          {application.specialties.length === 0 ? (
            <Text size="sm" c="dimmed">
              No specialties given
            </Text>
          ) : (
            application.specialties.map((specialty) => (
              <Badge key={specialty} variant="outline" color="gray" tt="none">
                {specialtyLabel(specialty)}
              </Badge>
            ))
          )}
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Detail label="Experience">
            <LongText text={application.experience} />
          </Detail>
          <Detail label="Writing sample">
            <LongText text={application.sampleContent} />
          </Detail>
          {application.bio.trim() !== '' && (
            <Detail label="Bio">
              <LongText text={application.bio} />
            </Detail>
          )}
          <Detail label="Portfolio">
            {isWebAddress(application.portfolio) ? (
              <Anchor
                href={application.portfolio}
                target="_blank"
                rel="noopener noreferrer nofollow"
                size="sm"
              >
                {application.portfolio}
              </Anchor>
            ) : (
              <Text size="sm">{application.portfolio || 'Not given'}</Text>
            )}
          </Detail>
          <Detail label="Availability">
            <Text size="sm">{application.availability || 'Not given'}</Text>
          </Detail>
          <Detail label="Rate expectations">
            <Text size="sm">{application.rates || 'Not given'}</Text>
          </Detail>
          {application.status === 'approved' && (
            <Detail label="Track record">
              <Text size="sm">
                {application.completedJobs} completed · rating{' '}
                {application.rating === null ? 'none yet' : writerRatingOutOfFive(application.rating)}
              </Text>
            </Detail>
          )}
        </SimpleGrid>

        <Group gap="sm">
          {application.status !== 'approved' && (
            <Button
              color="green"
              onClick={() => void decide('approve')}
              loading={approve.isPending}
              disabled={busy}
            >
              Approve
            </Button>
          )}
          {application.status !== 'rejected' && (
            <Button
              color="red"
              variant="light"
              onClick={() => void decide('reject')}
              loading={reject.isPending}
              disabled={busy}
            >
              Reject
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export function CopywriterApplications() {
  const { data: applications } = useSuspenseQuery(copywritersQuery());
  const pending = applications.filter((application) => application.status === 'pending').length;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {pending === 0
          ? 'No application is waiting for review.'
          : `${pending} ${pending === 1 ? 'application is' : 'applications are'} waiting for review.`}{' '}
        Approved copywriters can quote on jobs and be assigned to them.
      </Text>
      {applications.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" ta="center">
          <Text fw={600}>No copywriter applications yet</Text>
        </Card>
      ) : (
        <Stack gap="md">
          {applications.map((application) => (
            <ApplicationCard key={application.userId} application={application} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
