import { Button, Card, Checkbox, Container, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type Application, applicationSchema, type ProfileDto } from '../../../shared/schemas/copywriter.ts';
import { fieldErrors, serverMessage } from '../../lib/api-error.ts';
import { currentUserQueryKey } from '../../lib/current-user.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { SPECIALTY_OPTIONS } from '../../lib/specialties.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { profileQuery } from './dashboard-queries.ts';
import { DETAIL_NAMES, detailValues, WriterDetailsFields } from './writer-details-fields.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

const FIELDS = ['specialties', 'profileImage', ...DETAIL_NAMES] as const;

const INITIAL_VALUES: Application = { specialties: [], profileImage: '', ...detailValues(null) };

export function ApplyPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const apply = useMutation(trpc.copywriter.submitApplication.mutationOptions());
  const form = useForm<Application>({
    initialValues: INITIAL_VALUES,
    validate: schemaResolver(applicationSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    let profile: ProfileDto;
    try {
      profile = await apply.mutateAsync(values);
    } catch (error) {
      form.setErrors(fieldErrors(error, FIELDS));
      toast({
        title: 'Error submitting application',
        description: serverMessage(error) ?? 'Please try again later',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Application submitted',
      description: 'Thank you! An admin will review your application shortly.',
    });
    // The answer is the new (pending) profile, which replaces one cached from an earlier, rejected
    // application; the account is a copywriter now, which the bar and the dashboard's guard must both see.
    queryClient.setQueryData(profileQuery().queryKey, profile);
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    await navigate({ to: '/copywriter-dashboard' });
  }, focusFirstInvalid);

  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>Apply to be a Copywriter</Title>
        <Text c="dimmed">
          Tell us about your writing. An admin reviews every application; once yours is approved you can quote
          on jobs from clients.
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="xl">
        <form onSubmit={handleSubmit} noValidate aria-label="Copywriter application">
          <Stack gap="lg">
            <Checkbox.Group
              label="Specialties"
              description="Choose every area you write about."
              withAsterisk
              {...form.getInputProps('specialties')}
            >
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
                {SPECIALTY_OPTIONS.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <TextInput
              label="Profile image URL (optional)"
              type="url"
              placeholder="https://"
              {...form.getInputProps('profileImage')}
            />
            <WriterDetailsFields variant="application" values={form.values} inputProps={form.getInputProps} />
            <Button type="submit" loading={apply.isPending} fullWidth>
              Submit Application
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
