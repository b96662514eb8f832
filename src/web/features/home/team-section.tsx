// The home page's writers (docs/product.md "The home page"): the three best-rated real writers once there are
// three, the designed sample before that (featured-writers.ts).
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { writerRatingFigure } from '../../../shared/domain/writer-rating.ts';
import { FiveStars } from '../../components/five-stars.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { displayableImageUrl } from '../../lib/image-url.ts';
import { usePageOrigin } from '../../lib/page-origin.ts';
import { featuredWritersQuery, type HomeWriter, homeWriters } from './featured-writers.ts';
import { HomeSection } from './home-section.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

function WriterCard({ writer }: { writer: HomeWriter }) {
  const origin = usePageOrigin();
  return (
    <Card withBorder padding="lg" radius="lg">
      <Stack align="center" gap={6} ta="center">
        <Avatar
          src={displayableImageUrl(writer.imageUrl, origin)}
          name={writer.name}
          alt={writer.imageUrl ? writer.name : undefined}
          color="initials"
          size={80}
          radius={80}
        />
        <Title order={3} size="h4" mt="xs">
          {writer.id === null ? (
            writer.name
          ) : (
            <AnchorLink to="/copywriters/$id" params={{ id: String(writer.id) }} inherit c="inherit">
              {writer.name}
            </AnchorLink>
          )}
        </Title>
        {writer.role && (
          <Text c="dimmed" size="sm">
            {writer.role}
          </Text>
        )}
        {writer.rating === null ? (
          <FiveStars />
        ) : (
          <Group gap={6} wrap="nowrap">
            <FiveStars rating={writer.rating} />
            <Text size="sm" fw={600} aria-hidden>
              {writerRatingFigure(writer.rating)}
            </Text>
          </Group>
        )}
        <Text size="sm" fw={600}>
          {writer.record}
        </Text>
        <Group gap={6} justify="center" mt={4}>
          {writer.skills.map((skill) => (
            <Badge key={skill} variant="light" color="gray" tt="none">
              {skill}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

export function TeamSection() {
  const { data } = useQuery(featuredWritersQuery());
  return (
    <HomeSection
      title="Meet some of our copywriters"
      subtitle="Experienced writers and editors who know your industry."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {homeWriters(data?.writers).map((writer) => (
          <WriterCard key={writer.key} writer={writer} />
        ))}
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <AnchorLink to="/copywriters" fw={600}>
          View all copywriters
        </AnchorLink>
      </Group>
    </HomeSection>
  );
}
