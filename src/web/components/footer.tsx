import { Box, Container, Group, Stack, Text } from '@mantine/core';
import IconBrandFacebook from '@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs';
import IconBrandInstagram from '@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs';
import IconBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import IconBrandX from '@tabler/icons-react/dist/esm/icons/IconBrandX.mjs';
import { useCurrentYear } from '../lib/hydration.ts';
import { BrandMark } from './brand-mark.tsx';
import classes from './footer.module.css';
import { AnchorLink, PlaceholderLink } from './router-links.tsx';
import { useSpelling } from './spelling-provider.tsx';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// Most footer links are placeholders kept from the original design; the ones with a real page lead to it
// (docs/product.md "Screens").
interface FooterLink {
  label: string;
  to?: string;
  hash?: string;
}

const COLUMNS: ReadonlyArray<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Services',
    links: [
      { label: 'Human Check', to: '/', hash: 'services' },
      { label: 'Content Rewrite', to: '/', hash: 'services' },
      { label: 'Enterprise Solutions' },
      { label: 'API Access' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Pricing', to: '/pricing' },
      { label: 'Documentation' },
      { label: 'FAQ' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Company',
    links: [{ label: 'About' }, { label: 'Blog', to: '/blog' }, { label: 'Careers' }, { label: 'Press' }],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
      { label: 'Cookie Policy' },
    ],
  },
];

const SOCIAL = [
  { label: 'X (Twitter)', Icon: IconBrandX },
  { label: 'LinkedIn', Icon: IconBrandLinkedin },
  { label: 'Facebook', Icon: IconBrandFacebook },
  { label: 'Instagram', Icon: IconBrandInstagram },
] as const;

function FooterColumnLink({ link }: { link: FooterLink }) {
  const common = { size: 'sm', c: 'dimmed' } as const;
  if (link.to) {
    return (
      <AnchorLink to={link.to} hash={link.hash} {...common}>
        {link.label}
      </AnchorLink>
    );
  }
  return <PlaceholderLink {...common}>{link.label}</PlaceholderLink>;
}

export function Footer() {
  const { labels } = useSpelling();
  const year = useCurrentYear();

  return (
    <Box component="footer" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="xl" py="xl">
        {/* A CSS grid and plain links rather than Mantine's Grid and ActionIcon: the footer is on every page,
            and those would add to the script each page needs first (docs/decisions/0009). */}
        <div className={classes.columns}>
          <div className={classes.about}>
            <Stack gap="sm">
              <Group gap={8} wrap="nowrap">
                <BrandMark size={26} />
                <Text fw={800} size="lg">
                  {labels.brand}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                Human copywriters who make AI content authentic, accurate and original.
              </Text>
              <Group gap={4}>
                {SOCIAL.map(({ label, Icon }) => (
                  <PlaceholderLink
                    key={label}
                    className={classes.social}
                    underline="never"
                    aria-label={label}
                  >
                    <Icon size={18} aria-hidden />
                  </PlaceholderLink>
                ))}
              </Group>
            </Stack>
          </div>

          {COLUMNS.map((column) => (
            <Stack key={column.title} gap={8}>
              <Text component="h2" fw={700} size="sm" m={0}>
                {column.title}
              </Text>
              {column.links.map((link) => (
                <FooterColumnLink key={link.label} link={link} />
              ))}
            </Stack>
          ))}
        </div>

        <hr className={classes.rule} />
        <Text size="sm" c="dimmed" ta="center">
          © {year} {labels.brand} Ltd.
        </Text>
      </Container>
    </Box>
  );
}
