// A writer's public page (docs/product.md "Writer profiles and invitations"): who they are, their record and
// their clients' reviews, and the way to ask them for a quote.
import {
  Anchor,
  Avatar,
  Badge,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { isHttpUrl } from '../../../shared/schemas/common.ts';
import type { WriterReview } from '../../../shared/schemas/copywriter.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { formatDate } from '../../lib/format.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { displayableImageUrl } from '../../lib/image-url.ts';
import { usePageOrigin } from '../../lib/page-origin.ts';
import { specialtyLabel } from '../../lib/specialties.ts';
import { RatingStars } from './rating-stars.tsx';
import { writerProfileQuery } from './writer-profile-query.ts';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

function ReviewCard({ review }: { review: WriterReview }) {
  // The server renders dates in UTC and hydration must show the same (docs/decisions/0009).
  const hydrated = useHydrated();
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="center" gap="xs" mb={review.review ? 'xs' : 0}>
        <RatingStars rating={review.rating} />
        <Text size="sm" c="dimmed">
          {review.clientFirstName}, {formatDate(review.at, hydrated ? 'local' : 'UTC')}
        </Text>
      </Group>
      {review.review && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.review}
        </Text>
      )}
    </Card>
  );
}

export function WriterNotFound() {
  return (
    <Container size="sm" py={80}>
      <Card withBorder radius="lg" padding="xl" ta="center">
        <Title order={1} size="h3" mb="xs">
          This copywriter is not in our directory
        </Title>
        <Text c="dimmed" mb="md">
          They may have left, or the link may be mistyped.
        </Text>
        <AnchorLink to="/copywriters">See all our copywriters</AnchorLink>
      </Card>
    </Container>
  );
}

export function WriterProfileLoading() {
  return (
    <Center py={120} role="status" aria-label="Loading the copywriter">
      <Loader />
    </Center>
  );
}

export function WriterProfilePage({ id }: { id: number }) {
  const origin = usePageOrigin();
  const query = useInfiniteQuery(writerProfileQuery(id));
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  if (!first) return query.isPending ? <WriterProfileLoading /> : <WriterNotFound />;
  const reviews = pages.flatMap((page) => page.reviews);
  const portfolio = first.portfolio && isHttpUrl(first.portfolio) ? first.portfolio : null;

  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <AnchorLink to="/copywriters" size="sm" mb="md" display="inline-block">
        ← All copywriters
      </AnchorLink>
      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="writer-name">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Avatar
            src={displayableImageUrl(first.profileImageUrl, origin)}
            name={first.name}
            alt={first.name}
            color="initials"
            size={112}
            radius={112}
          />
          <Stack gap={8} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Title order={1} id="writer-name" style={{ overflowWrap: 'anywhere' }}>
              {first.name}
            </Title>
            <Group gap="md" wrap="wrap">
              <RatingStars rating={first.rating} />
              <Text size="sm" c="dimmed">
                {first.completedJobs} completed {first.completedJobs === 1 ? 'job' : 'jobs'}
              </Text>
            </Group>
            {first.specialties.length > 0 && (
              <Group gap={6} aria-label="Specialties">
                {first.specialties.map((specialty) => (
                  <Badge key={specialty} variant="light" color="gray" tt="none">
                    {specialtyLabel(specialty)}
                  </Badge>
                ))}
              </Group>
            )}
            {portfolio && (
              <Anchor
                href={portfolio}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                <Group gap={4} component="span" wrap="nowrap" display="inline-flex">
                  View portfolio
                  <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
            <Group mt="sm">
              <ButtonLink to="/humanise" search={{ writer: first.id }} size="md">
                Ask this writer for a quote
              </ButtonLink>
            </Group>
          </Stack>
        </Group>
        <Title order={2} size="h4" mt="xl" mb="xs">
          About
        </Title>
        <Text
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          c={first.bio ? undefined : 'dimmed'}
        >
          {first.bio || `${first.name} has not written a bio yet.`}
        </Text>
      </Card>

      <Title order={2} size="h3" mt="xl" mb="md" id="reviews-heading">
        Reviews
      </Title>
      {reviews.length === 0 ? (
        <Card withBorder radius="md" padding="lg" ta="center">
          <Text c="dimmed">No reviews yet.</Text>
        </Card>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="reviews-heading"
        >
          {reviews.map((review, index) => (
            // Reviews carry no id of their own; their order is stable within the loaded pages.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <ReviewCard key={index} review={review} />
          ))}
        </Stack>
      )}
      <LoadMore query={query} label="More reviews" />
    </Container>
  );
}
