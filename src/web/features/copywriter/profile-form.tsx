// The profile form of the Profile tab, also shown in the 'Welcome' card to a copywriter without a profile.
import { Badge, Button, CloseButton, Group, Input, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { type ProfileDto, profileSchema } from '../../../shared/schemas/copywriter.ts';
import { fieldErrors, serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { specialtyLabel } from '../../lib/specialties.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { addSpecialty, removeSpecialty } from './dashboard-logic.ts';
import { profileQuery } from './dashboard-queries.ts';
import {
  DETAIL_NAMES,
  type DetailName,
  detailValues,
  WriterDetailsFields,
} from './writer-details-fields.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

type ProfileFormValues = { bio: string; specialties: string[] } & Record<DetailName, string>;

const FIELDS = ['bio', 'specialties', ...DETAIL_NAMES] as const;

function initialValues(profile: ProfileDto | null): ProfileFormValues {
  return { bio: profile?.bio ?? '', specialties: profile?.specialties ?? [], ...detailValues(profile) };
}

function SpecialtiesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (specialties: string[]) => void;
  error?: string;
}) {
  const [typed, setTyped] = useState('');

  const add = () => {
    onChange(addSpecialty(value, typed));
    setTyped('');
  };

  // Enter adds the specialty rather than saving the whole profile.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Input.Wrapper label="Specialties" error={error}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label="New specialty"
            placeholder="e.g. B2B SaaS"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            style={{ flex: 1 }}
          />
          <Button variant="light" onClick={add}>
            Add
          </Button>
        </Group>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No specialties added yet
          </Text>
        ) : (
          <Group
            gap={6}
            component="ul"
            aria-label="Your specialties"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {value.map((specialty) => (
              <li key={specialty}>
                <Badge
                  variant="light"
                  tt="none"
                  size="lg"
                  pr={4}
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={`Remove ${specialtyLabel(specialty)}`}
                      onClick={() => onChange(removeSpecialty(value, specialty))}
                    />
                  }
                >
                  {specialtyLabel(specialty)}
                </Badge>
              </li>
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

export function ProfileForm({ profile }: { profile: ProfileDto | null }) {
  const queryClient = useQueryClient();
  const updateProfile = useMutation(trpc.copywriter.updateProfile.mutationOptions());
  const form = useForm<ProfileFormValues>({
    initialValues: initialValues(profile),
    validate: schemaResolver(profileSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const saved = await updateProfile.mutateAsync(values);
      queryClient.setQueryData(profileQuery().queryKey, saved);
      toast({
        title: 'Profile Updated',
        description: 'Your copywriter profile has been updated successfully.',
      });
    } catch (error) {
      form.setErrors(fieldErrors(error, FIELDS));
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to update profile. Please try again.',
        variant: 'destructive',
      });
    }
  }, focusFirstInvalid);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Copywriter profile">
      <Stack gap="md">
        <Textarea
          label="Bio"
          placeholder="A few sentences about you as a writer"
          rows={3}
          {...form.getInputProps('bio')}
        />
        <SpecialtiesField
          value={form.values.specialties}
          onChange={(specialties) => form.setFieldValue('specialties', specialties)}
          error={typeof form.errors.specialties === 'string' ? form.errors.specialties : undefined}
        />
        <WriterDetailsFields variant="profile" values={form.values} inputProps={form.getInputProps} />
        <Group>
          <Button type="submit" loading={updateProfile.isPending}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
