import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import IconUserCircle from '@tabler/icons-react/dist/esm/icons/IconUserCircle.mjs';
import { Link, useRouter } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import type { CurrentUser } from '../../shared/schemas/auth.ts';
import { useCurrentUser, useLogout } from '../lib/current-user.ts';
import { readSsrState, useHydrated, usePageSettled } from '../lib/hydration.ts';
import { isLanguage, SPELLING_OPTIONS } from '../lib/spelling.ts';
import { BrandMark } from './brand-mark.tsx';
import classes from './nav-bar.module.css';
import { type NavItem, navItemsFor } from './nav-links.ts';
import { ButtonLink } from './router-links.tsx';
import { useSpelling } from './spelling-provider.tsx';
import { useSpellingChoice } from './use-spelling-choice.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';

const MENU_ID = 'main-menu';

function NavLinks({
  items,
  className,
  onNavigate,
}: {
  items: NavItem[];
  className?: string;
  onNavigate?: () => void;
}) {
  return items.map((item) => (
    <Link
      key={item.to}
      to={item.to}
      activeOptions={{ exact: item.exact ?? false }}
      className={className}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  ));
}

function SpellingSwitch() {
  // Signed in, the choice is also saved to the account (and so follows the user to other devices).
  const { language, choose } = useSpellingChoice();
  // A choice made before the page is hydrated would be lost (docs/decisions/0009).
  const hydrated = useHydrated();
  // The browser's own select, in the look of Mantine's small inputs: Mantine's NativeSelect would bring its
  // whole input system into the script every page loads first (docs/decisions/0009).
  return (
    <select
      aria-label="Spelling"
      title="British or American spelling"
      className={classes.spelling}
      disabled={!hydrated}
      value={language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) choose(next);
      }}
    >
      {SPELLING_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

interface AccountProps {
  user: CurrentUser | null | undefined;
  loading: boolean;
  stacked?: boolean;
  onNavigate?: () => void;
}

/** In the bar the actions sit side by side; in the folded menu they stack at full width. */
function ActionsLayout({ stacked, children }: { stacked: boolean; children: ReactNode }) {
  return stacked ? (
    <Stack gap="xs">{children}</Stack>
  ) : (
    <Group gap="xs" wrap="nowrap">
      {children}
    </Group>
  );
}

function AccountActions({ user, loading, stacked = false, onNavigate }: AccountProps) {
  const { labels } = useSpelling();
  const logout = useLogout();

  if (loading) {
    return (
      <Box role="status" aria-label="Loading account">
        <div className={classes.placeholder} style={{ width: stacked ? '100%' : 190 }} />
      </Box>
    );
  }

  if (!user) {
    return (
      <ActionsLayout stacked={stacked}>
        <ButtonLink to="/login" variant="default" onClick={onNavigate} fullWidth={stacked}>
          Log in
        </ButtonLink>
        <ButtonLink to="/humanise" onClick={onNavigate} fullWidth={stacked}>
          {labels.action}
        </ButtonLink>
      </ActionsLayout>
    );
  }

  return (
    <ActionsLayout stacked={stacked}>
      <Link
        to="/account"
        className={stacked ? classes.menuAccount : classes.account}
        title={`Account settings for ${user.name}`}
        onClick={onNavigate}
      >
        <IconUserCircle size={20} aria-hidden className={classes.accountIcon} />
        <Text component="span" size={stacked ? 'md' : 'sm'} fw={600} truncate maw={stacked ? undefined : 100}>
          {user.name}
        </Text>
        {stacked && (
          <Text component="span" size="sm" c="dimmed" ml="auto">
            Account settings
          </Text>
        )}
      </Link>
      <Button
        variant="default"
        size={stacked ? 'sm' : 'compact-sm'}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
        fullWidth={stacked}
      >
        Log out
      </Button>
    </ActionsLayout>
  );
}

/**
 * Whether the page being rendered, or hydrated, was rendered for the request's account: on the server, when its
 * guards read the session; in the browser, as the page's state says. The session's answer is then in both caches.
 */
function useRenderedForAccount(): boolean {
  const { readsSession } = useRouter().options.context;
  return typeof window === 'undefined' ? readsSession : readSsrState()?.account === true;
}

// Only a signed-in visitor has a bell; the root route gives it, loaded lazily (app-layout.tsx).
export function NavBar({ bell: NotificationBell }: { bell: ComponentType }) {
  const { labels } = useSpelling();
  const [opened, setOpened] = useState(false);
  const toggle = () => setOpened((open) => !open);
  const close = () => setOpened(false);
  const session = useCurrentUser();
  // While hydrating, the bar stays as the server rendered it: for nobody in particular on a public page, for
  // the account on a page rendered for it, where it is not drawn again once hydrated (docs/decisions/0043).
  const hydrated = useHydrated();
  const renderedForAccount = useRenderedForAccount();
  const knowsUser = hydrated || renderedForAccount;
  const user = knowsUser ? session.data : undefined;
  const isPending = !knowsUser || session.isPending;
  // The bell reads the notifications once the page has settled (lib/hydration.ts); its place is kept till then.
  const settled = usePageSettled();
  const items = navItemsFor(user);
  const bellPlaceholder = <span className={classes.bellPlaceholder} aria-hidden />;

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to="/" className={classes.brand}>
            <BrandMark />
            {labels.brand}
          </Link>

          <Group component="nav" aria-label="Main" gap={0} wrap="nowrap" className={classes.wideOnly}>
            <NavLinks items={items} className={classes.link} />
          </Group>

          <Group gap="xs" wrap="nowrap">
            <SpellingSwitch />
            {user &&
              (settled ? (
                <Suspense fallback={bellPlaceholder}>
                  <NotificationBell />
                </Suspense>
              ) : (
                bellPlaceholder
              ))}
            <Box className={classes.wideOnly}>
              <AccountActions user={user} loading={isPending} />
            </Box>
            <Box className={classes.narrowOnly}>
              <button
                type="button"
                className={classes.burger}
                data-opened={opened || undefined}
                onClick={toggle}
                aria-label="Toggle navigation"
                aria-expanded={opened}
                aria-controls={MENU_ID}
              >
                <span className={classes.burgerLines} />
              </button>
            </Box>
          </Group>
        </Group>
      </Container>

      <Box className={classes.narrowOnly}>
        {/* Shown and hidden without Mantine's Collapse, whose animation code every page would load first
            (docs/decisions/0009). */}
        <div id={MENU_ID} className={classes.menu} hidden={!opened}>
          {opened && (
            <Container size="xl" py="md">
              <Stack gap="md">
                <Stack component="nav" aria-label="Main" gap={2}>
                  <NavLinks items={items} className={classes.menuLink} onNavigate={close} />
                </Stack>
                <hr className={classes.divider} />
                <AccountActions user={user} loading={isPending} stacked onNavigate={close} />
              </Stack>
            </Container>
          )}
        </div>
      </Box>
    </Box>
  );
}
