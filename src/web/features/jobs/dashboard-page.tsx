// /dashboard, 'My Dashboard': the client's current and completed jobs (docs/product.md "The job's life").
import { Alert, Badge, Box, Button, Container, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconChecks from '@tabler/icons-react/dist/esm/icons/IconChecks.mjs';
import IconInbox from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';
import IconMessageCircle from '@tabler/icons-react/dist/esm/icons/IconMessageCircle.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { ButtonLink } from '../../components/router-links.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { ClientDashboardLoading } from './dashboard-loading.tsx';
import { gatewayQuery, jobsQuery, loadedJobs } from './dashboard-queries.ts';
import { clientJobSections } from './dashboard-sections.ts';
import { HoursBalance } from './hours-balance.tsx';
import { JobCard } from './job-card.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

// The feedback form loads when it is first opened, with its schema (docs/decisions/0043).
const FeedbackDialog = lazyDialog(() => import('./feedback-dialog.tsx').then((m) => m.FeedbackDialog));

// As many cards as a screen shows at once.
const FIRST_CARDS = 4;

function JobSection({
  id,
  title,
  jobs,
  empty,
  collectsCard,
  shown,
}: {
  id: string;
  title: string;
  jobs: JobDto[];
  empty: ReactNode;
  collectsCard: boolean;
  /** How many of the jobs have their card drawn yet. */
  shown: number;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`}>
      <Group gap="sm" mb="md">
        <Title order={2} size="h3" id={`${id}-heading`}>
          {title}
        </Title>
        <Badge variant="light" color="gray" aria-label={`${jobs.length} jobs`}>
          {jobs.length}
        </Badge>
      </Group>
      {jobs.length === 0 ? (
        empty
      ) : (
        <Stack gap="md">
          {jobs.slice(0, shown).map((job) => (
            <JobCard key={job.id} job={job} collectsCard={collectsCard} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const jobs = useInfiniteQuery(jobsQuery());
  const gateway = useQuery(gatewayQuery());
  const [feedbackOpened, feedback] = useDisclosure(false);

  useEffect(() => {
    if (jobs.isError) {
      toast({
        title: 'Error loading jobs',
        description: 'Please try refreshing the page',
        variant: 'destructive',
      });
    }
  }, [jobs.isError]);

  // 'Skip Payment' and the test card form exist only while the built-in test gateway takes the payments.
  const collectsCard = gateway.data?.name === 'test';
  const { current, completed, withdrawn } = clientJobSections(loadedJobs(jobs.data));
  // A page of jobs is up to 50 cards, which took long enough to draw to keep the first one off the screen: the
  // first few cards of each section are drawn at once, and the rest straight after, in a render that gives
  // way to the browser.
  const shown = useDeferredValue(Number.POSITIVE_INFINITY, FIRST_CARDS);

  return (
    <Container size="lg" py={{ base: 32, md: 48 }}>
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <Box>
          <Title order={1}>My Dashboard</Title>
          {user && <Text c="dimmed">Welcome, {user.name}.</Text>}
        </Box>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
            onClick={feedback.open}
          >
            Submit Feedback
          </Button>
          <ButtonLink to="/humanise" leftSection={<IconPlus size={18} aria-hidden />}>
            Submit New Content
          </ButtonLink>
        </Group>
      </Group>

      <Box mb="xl">
        <HoursBalance />
      </Box>

      {jobs.isPending ? (
        <ClientDashboardLoading />
      ) : jobs.isError ? (
        // role="status": the toast has already alerted; this stays as the place to try again from.
        <Alert color="red" variant="light" title="Your jobs could not be loaded" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Check your connection, then try again.</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => jobs.refetch()}
              loading={jobs.isFetching}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap={48}>
          <JobSection
            id="current-jobs"
            title="Current Jobs"
            jobs={current}
            collectsCard={collectsCard}
            shown={shown}
            empty={
              <EmptyState
                icon={<IconInbox size={28} aria-hidden />}
                withIndicatorBackground
                title="No Current Jobs"
                description="Submit AI-generated content and our copywriters will send you a quote."
                py="xl"
              >
                <EmptyState.Actions>
                  <ButtonLink to="/humanise" variant="light">
                    Submit Content
                  </ButtonLink>
                </EmptyState.Actions>
              </EmptyState>
            }
          />
          <JobSection
            id="completed-jobs"
            title="Completed Jobs"
            jobs={completed}
            collectsCard={collectsCard}
            shown={shown}
            empty={
              <EmptyState
                icon={<IconChecks size={28} aria-hidden />}
                withIndicatorBackground
                title="No Completed Jobs Yet"
                description="Finished texts appear here as soon as your copywriter delivers them."
                py="xl"
              />
            }
          />
          {/* Closed without being completed: shown only when there are any. */}
          {withdrawn.length > 0 && (
            <JobSection
              id="withdrawn-jobs"
              title="Withdrawn Jobs"
              jobs={withdrawn}
              collectsCard={collectsCard}
              shown={shown}
              empty={null}
            />
          )}
          {/* Older jobs, a page at a time: they join the sections above. */}
          <LoadMore query={jobs} label="Load older jobs" />
        </Stack>
      )}

      <FeedbackDialog opened={feedbackOpened} onClose={feedback.close} />
    </Container>
  );
}
