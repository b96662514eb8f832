import {
  Avatar,
  Badge,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconCircleDot from '@tabler/icons-react/dist/esm/icons/IconCircleDot.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import IconDiamond from '@tabler/icons-react/dist/esm/icons/IconDiamond.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconHexagon from '@tabler/icons-react/dist/esm/icons/IconHexagon.mjs';
import IconQuote from '@tabler/icons-react/dist/esm/icons/IconQuote.mjs';
import IconSparkles from '@tabler/icons-react/dist/esm/icons/IconSparkles.mjs';
import IconSquareRotated from '@tabler/icons-react/dist/esm/icons/IconSquareRotated.mjs';
import IconTrendingDown from '@tabler/icons-react/dist/esm/icons/IconTrendingDown.mjs';
import IconTriangle from '@tabler/icons-react/dist/esm/icons/IconTriangle.mjs';
import IconUserCheck from '@tabler/icons-react/dist/esm/icons/IconUserCheck.mjs';
import IconUserX from '@tabler/icons-react/dist/esm/icons/IconUserX.mjs';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { writerRatingFigure } from '../../../shared/domain/writer-rating.ts';
import { FiveStars } from '../../components/five-stars.tsx';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { StepCard } from '../../components/step-card.tsx';
import { displayableImageUrl } from '../../lib/image-url.ts';
import { usePageOrigin } from '../../lib/page-origin.ts';
import { featuredWritersQuery, type HomeWriter, homeWriters } from './featured-writers.ts';
import { HOW_IT_WORKS, RISKS, TRUSTED_BY } from './home-content.ts';
import { ServicesSection } from './services-section.tsx';

const STEP_ICONS = [IconFileText, IconUserCheck, IconSparkles] as const;
const RISK_ICONS = {
  hallucinations: IconAlertTriangle,
  originality: IconCopy,
  seo: IconTrendingDown,
  reader: IconUserX,
} as const;
const LOGO_ICONS = [IconHexagon, IconCircleDot, IconTriangle, IconSquareRotated, IconDiamond] as const;

function Section({
  id,
  title,
  subtitle,
  background,
  children,
}: {
  id?: string;
  title: string;
  subtitle?: string;
  background?: string;
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} py={{ base: 48, md: 72 }} bg={background}>
      <Container size="lg">
        <Stack gap={6} align="center" mb={40} ta="center">
          <Title order={2} id={headingId}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" maw={640}>
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

function Hero() {
  const { labels } = useSpelling();
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      py={{ base: 56, md: 96 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-white) 100%)',
      }}
    >
      <Container size="md" ta="center">
        <Badge variant="light" size="lg" mb="md">
          Human copywriters, not detectors
        </Badge>
        <Title id="hero-heading" order={1} fz={{ base: 36, sm: 48, md: 56 }} lh={1.1}>
          Bring authenticity back to content
        </Title>
        <Text size="lg" c="dimmed" mt="lg" maw={640} mx="auto">
          AI drafts are fast, but readers can tell. Professional copywriters check or fully rewrite your
          AI-generated text so it is accurate, original and unmistakably human.
        </Text>
        <Group justify="center" mt={32} gap="md">
          <ButtonLink to="/humanise" size="lg" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {labels.action}
          </ButtonLink>
          <ButtonLink to="/pricing" size="lg" variant="default">
            View pricing
          </ButtonLink>
        </Group>
      </Container>
    </Box>
  );
}

function TrustedBy() {
  return (
    <Box component="section" aria-labelledby="trusted-heading" py="xl" bg="white">
      <Container size="lg">
        <Text id="trusted-heading" ta="center" size="sm" tt="uppercase" fw={700} c="dimmed" mb="md">
          Trusted by
        </Text>
        <Group justify="center" gap={40}>
          {TRUSTED_BY.map((company, index) => {
            const Icon = LOGO_ICONS[index] ?? IconHexagon;
            return (
              <Group key={company} gap={6} wrap="nowrap" role="img" aria-label={`${company} logo`} c="dimmed">
                <Icon size={24} stroke={2} aria-hidden />
                <Text fw={800} size="lg" c="dimmed" aria-hidden>
                  {company}
                </Text>
              </Group>
            );
          })}
        </Group>
      </Container>
    </Box>
  );
}

function HowItWorks() {
  return (
    <Section
      title="How it works"
      subtitle="Three steps from an AI draft to content you can publish with confidence."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {HOW_IT_WORKS.map((step, index) => (
          <StepCard
            key={step.title}
            number={index + 1}
            title={step.title}
            text={step.description}
            Icon={STEP_ICONS[index] ?? IconFileText}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function Risks() {
  return (
    <Section
      title="The risks of unchecked AI content"
      subtitle="Publishing AI text as it comes can cost you accuracy, rankings and trust."
      background="white"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {RISKS.map((risk) => {
          const Icon = RISK_ICONS[risk.key];
          return (
            <Card key={risk.key} withBorder padding="lg" radius="lg">
              <ThemeIcon size={40} radius="md" color="red" variant="light" mb="sm" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h5" mb={6}>
                {risk.title}
              </Title>
              <Text c="dimmed" size="sm">
                {risk.description}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

function Testimonial() {
  const { labels } = useSpelling();
  return (
    <Section title="What our clients say" background="var(--mantine-color-gray-0)">
      <Card withBorder padding="xl" radius="lg" maw={760} mx="auto" component="figure" m={0}>
        <Group justify="space-between" mb="md">
          <IconQuote size={36} color="var(--mantine-color-indigo-3)" aria-hidden />
          <FiveStars size={18} />
        </Group>
        <Text component="blockquote" size="lg" m={0} fs="italic">
          “Since we started running our AI drafts through {labels.brand}, our organic traffic has increased by
          37% in just two months. Our readers finally stay on the page.”
        </Text>
        <Group mt="lg" gap="sm" component="figcaption">
          <Avatar name="Rachel Thompson" color="initials" radius="xl" />
          <div>
            <Text fw={700}>Rachel Thompson</Text>
            <Text size="sm" c="dimmed">
              Head of Content, Brightline Digital
            </Text>
          </div>
        </Group>
      </Card>
    </Section>
  );
}

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

function Team() {
  const { data } = useQuery(featuredWritersQuery());
  return (
    <Section
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
    </Section>
  );
}

export function HomePage() {
  return (
    <>
      <Hero />
      <TrustedBy />
      <HowItWorks />
      <Risks />
      <Testimonial />
      <ServicesSection />
      <Team />
    </>
  );
}
