// The home page (docs/product.md "The home page"), rendered on the server per request with its writers
// (docs/decisions/0009): the hero, how it works, the risks of unchecked AI text, a testimonial, the services and
// the team.
import {
  Avatar,
  Badge,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
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
import { FiveStars } from '../../components/five-stars.tsx';
import { ButtonLink } from '../../components/router-links.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { StepCard } from '../../components/step-card.tsx';
import { HOW_IT_WORKS, RISKS, TRUSTED_BY } from './home-content.ts';
import { HomeSection } from './home-section.tsx';
import { ServicesSection } from './services-section.tsx';
import { TeamSection } from './team-section.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

const STEP_ICONS = [IconFileText, IconUserCheck, IconSparkles] as const;
const RISK_ICONS = {
  hallucinations: IconAlertTriangle,
  originality: IconCopy,
  seo: IconTrendingDown,
  reader: IconUserX,
} as const;
const LOGO_ICONS = [IconHexagon, IconCircleDot, IconTriangle, IconSquareRotated, IconDiamond] as const;

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
    <HomeSection
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
    </HomeSection>
  );
}

function Risks() {
  return (
    <HomeSection
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
    </HomeSection>
  );
}

function Testimonial() {
  const { labels } = useSpelling();
  return (
    <HomeSection title="What our clients say" background="var(--mantine-color-gray-0)">
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
    </HomeSection>
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
      <TeamSection />
    </>
  );
}
