import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { CopywriterListing } from '../../../shared/schemas/copywriter.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { displayableImageUrl } from '../../lib/image-url.ts';
import { usePageOrigin } from '../../lib/page-origin.ts';
import { specialtyLabel } from '../../lib/specialties.ts';
import { directoryQuery } from './directory-query.ts';
import { directorySearchText, SEARCH_DEBOUNCE_MS } from './directory-search.ts';
import { RatingStars } from './rating-stars.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

function ListingCard({ listing }: { listing: CopywriterListing }) {
  const headingId = `copywriter-${listing.id}-name`;
  const origin = usePageOrigin();
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack align="center" ta="center" gap={6}>
        <Avatar
          src={displayableImageUrl(listing.profileImageUrl, origin)}
          name={listing.name}
          alt={listing.name}
          color="initials"
          size={80}
          radius={80}
        />
        <Title order={2} size="h4" mt="xs" id={headingId}>
          <AnchorLink to="/copywriters/$id" params={{ id: String(listing.id) }} c="inherit" inherit>
            {listing.name}
          </AnchorLink>
        </Title>
        <RatingStars rating={listing.rating} />
        <Text size="sm" c="dimmed">
          {listing.completedJobs} completed {listing.completedJobs === 1 ? 'job' : 'jobs'}
        </Text>
        {listing.specialties.length > 0 && (
          <Group gap={6} justify="center" mt={4}>
            {listing.specialties.map((specialty) => (
              <Badge key={specialty} variant="light" color="gray" tt="none">
                {specialtyLabel(specialty)}
              </Badge>
            ))}
          </Group>
        )}
        <ButtonLink
          to="/copywriters/$id"
          params={{ id: String(listing.id) }}
          variant="light"
          size="xs"
          mt="sm"
          aria-label={`View profile of ${listing.name}`}
        >
          View profile
        </ButtonLink>
      </Stack>
    </Card>
  );
}

/** Grey cards in the listings' shape while the real ones load, so the page does not jump when they arrive. */
function PlaceholderCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="status" aria-label="Loading copywriters">
      {[1, 2, 3].map((key) => (
        <Card key={key} withBorder radius="lg" padding="lg" aria-hidden>
          <Stack align="center" gap="sm">
            <Skeleton height={80} circle />
            <Skeleton height={18} width="60%" />
            <Skeleton height={14} width="45%" />
            <Skeleton height={14} width="35%" />
            <Group gap={6}>
              <Skeleton height={20} width={64} radius="xl" />
              <Skeleton height={20} width={52} radius="xl" />
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function ApplyButton() {
  const session = useCurrentUser();
  // The server renders the directory for nobody in particular; hydration draws the same (docs/decisions/0009).
  const user = useHydrated() ? session.data : undefined;
  // A visitor is sent to log in first, and comes back to the application afterwards.
  return user ? (
    <ButtonLink to="/apply-as-copywriter">Apply to be a Copywriter</ButtonLink>
  ) : (
    <ButtonLink to="/login" search={{ returnTo: '/apply-as-copywriter' }}>
      Apply to be a Copywriter
    </ButtonLink>
  );
}

function Listings({ q }: { q: string | undefined }) {
  // The listings of the last search stay while the next one loads, rather than grey cards at every pause.
  const directory = useInfiniteQuery({ ...directoryQuery(q), placeholderData: keepPreviousData });

  if (directory.isPending) return <PlaceholderCards />;
  if (directory.isError) {
    return (
      <Alert color="red" title="The copywriters could not be loaded" role="alert">
        <Text size="sm" mb="sm">
          Please try again in a moment.
        </Text>
        <Button
          size="xs"
          variant="white"
          onClick={() => void directory.refetch()}
          loading={directory.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  }

  const shown = directory.data.pages.flatMap((page) => page.items);
  if (shown.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl" ta="center">
        <Text fw={600}>No copywriters found</Text>
        {q !== undefined && (
          <Text size="sm" c="dimmed" mt={4}>
            Try another name or specialty.
          </Text>
        )}
      </Card>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {shown.map((listing) => (
          <ListingCard key={listing.id} listing={listing} />
        ))}
      </SimpleGrid>
      <LoadMore query={directory} label="More copywriters" />
    </>
  );
}

function SearchBox({ q }: { q: string | undefined }) {
  const navigate = useNavigate();
  // What is typed before the page is hydrated would not reach the search (docs/decisions/0009).
  const hydrated = useHydrated();
  const [value, setValue] = useState(q ?? '');
  // The search last written to the address, which lags behind the box while typing goes on.
  const [sent, setSent] = useState(q);
  const search = useDebouncedCallback((typed: string) => {
    const next = directorySearchText(typed);
    setSent(next);
    void navigate({ to: '/copywriters', search: next ? { q: next } : {}, replace: true });
  }, SEARCH_DEBOUNCE_MS);
  // The address can change under the box (back button, a shared link): follow it, but not when it only
  // caught up with what is being typed.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== sent) {
      setSent(q);
      setValue(q ?? '');
    }
  }
  return (
    <TextInput
      label="Search copywriters"
      placeholder="Search by name or specialty"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      disabled={!hydrated}
      type="search"
      maw={420}
      mb="xl"
    />
  );
}

export function DirectoryPage({ q }: { q: string | undefined }) {
  return (
    <Container size="lg" py={{ base: 40, md: 64 }}>
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={1}>Our Copywriters</Title>
          <Text c="dimmed">
            Professional writers and editors who check and rewrite AI drafts. Every one of them was reviewed
            and approved by our team.
          </Text>
        </Stack>
        <ApplyButton />
      </Group>
      <SearchBox q={q} />
      <Listings q={q} />
    </Container>
  );
}
