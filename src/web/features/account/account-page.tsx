// /account: the signed-in user's own settings, one card per subject.
import { Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { accountQuery } from '../../lib/account-cache.ts';
import { EmailPreferencesSection, ProfileSection, SpellingSection } from './account-sections.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { EmailSection, PasswordSection } from './sign-in-sections.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import { WebhooksSection } from './webhooks-section.tsx';
import { YourDataSection } from './your-data-section.tsx';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function AccountPage() {
  const { data: account } = useSuspenseQuery(accountQuery());
  return (
    <Container size={720} py={{ base: 32, md: 48 }} px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Your account</Title>
          <Text c="dimmed" mt={4}>
            Your profile, how you log in, the emails we send you, and your data.
          </Text>
        </div>
        <ProfileSection account={account} />
        <EmailSection account={account} />
        <PasswordSection />
        <TwoFactorSection />
        <SessionsSection />
        <SpellingSection />
        <EmailPreferencesSection account={account} />
        <ApiKeysSection />
        <WebhooksSection />
        <YourDataSection />
      </Stack>
    </Container>
  );
}
