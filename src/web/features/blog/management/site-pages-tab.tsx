import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SitePageSource } from '../../../../shared/schemas/site-pages.ts';
import { ButtonLink } from '../../../components/router-links.tsx';
import { formatDate } from '../../../lib/format.ts';
import { sitePageSourcesQuery } from '../blog-queries.ts';
import { SitePageDialog } from './site-page-dialog.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

function lastSaved(page: SitePageSource): string {
  if (page.isDefault) return 'Showing the default text';
  const by = page.updatedBy ? ` by ${page.updatedBy.name}` : '';
  return `Saved ${formatDate(page.updatedAt) ?? ''}${by}`;
}

function SitePageRow({ page, onEdit }: { page: SitePageSource; onEdit: () => void }) {
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={page.title}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h5">
              {page.title}
            </Title>
            {page.isDefault && (
              <Badge color="gray" variant="light">
                Default
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            /{page.slug} · {lastSaved(page)}
          </Text>
        </Stack>
        <Group gap="xs">
          <ButtonLink
            to={`/${page.slug}`}
            size="xs"
            variant="subtle"
            leftSection={<IconEye size={14} aria-hidden />}
          >
            View
          </ButtonLink>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
          >
            Edit
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** The terms, privacy and contact pages the footer links to (docs/product.md "Site pages"). */
export function SitePagesTab() {
  const { data: pages } = useSuspenseQuery(sitePageSourcesQuery());
  const [editing, setEditing] = useState<SitePageSource | null>(null);

  return (
    <>
      <Text c="dimmed" size="sm" mb="md">
        The pages the footer links to. Each shows its default text until you save your own.
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Site pages">
        {pages.map((page) => (
          <SitePageRow key={page.slug} page={page} onEdit={() => setEditing(page)} />
        ))}
      </Stack>
      <SitePageDialog page={editing} onClose={() => setEditing(null)} />
    </>
  );
}
