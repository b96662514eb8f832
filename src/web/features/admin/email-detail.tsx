// One email as its recipient gets it: the HTML drawn in a sandboxed frame (no scripts, no same-origin, no
// navigation), the plain text where its links can be read and copied, and the headers it goes out with.
import { Badge, Code, Modal, ScrollArea, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { AdminEmailDto } from '../../../shared/schemas/notifications.ts';
import classes from './admin-emails.module.css';
import { EMAIL_STATUS, emailKindLabel, emailTime } from './admin-emails-logic.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function EmailDetail({ email, onClose }: { email: AdminEmailDto | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={email !== null}
      onClose={onClose}
      title={email?.subject}
      size="xl"
      fullScreen={phone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.3 } }}
    >
      {email && (
        <Stack gap="md">
          <Fact label="To">{email.to}</Fact>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm">
            <Fact label="Kind">{emailKindLabel(email.kind)}</Fact>
            <Fact label="Status">
              <Badge size="sm" variant="light" color={EMAIL_STATUS[email.status].color} component="span">
                {EMAIL_STATUS[email.status].label}
              </Badge>
            </Fact>
            <Fact label="Written">{emailTime(email.createdAt)}</Fact>
            {/* Only an email that left over SMTP was sent; a kept one was only stored for this tab. */}
            {email.status === 'sent' && email.sentAt && <Fact label="Sent">{emailTime(email.sentAt)}</Fact>}
          </SimpleGrid>
          <Tabs defaultValue="html" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html">HTML</Tabs.Tab>
              <Tabs.Tab value="text">Plain text</Tabs.Tab>
              <Tabs.Tab value="headers">Headers</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="md">
              <iframe
                title={`The email: ${email.subject}`}
                sandbox=""
                srcDoc={email.html}
                referrerPolicy="no-referrer"
                className={classes.frame}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="md">
              <Code block className={classes.text}>
                {email.text}
              </Code>
            </Tabs.Panel>
            <Tabs.Panel value="headers" pt="md">
              <ScrollArea type="auto">
                <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={6}>
                  <Table.Tbody>
                    {Object.entries(email.headers).map(([name, value]) => (
                      <Table.Tr key={name}>
                        <Table.Th w={180} style={{ verticalAlign: 'top' }}>
                          {name}
                        </Table.Th>
                        <Table.Td className={classes.headerValue}>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
              {Object.keys(email.headers).length === 0 && (
                <Text size="sm" c="dimmed">
                  No extra headers.
                </Text>
              )}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}
