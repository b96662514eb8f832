// The profile form of the Profile tab, also shown in the 'Welcome' card to a copywriter without a profile.
import { Avatar, Button, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileDto, profileSchema } from '../../../shared/schemas/copywriter.ts';
import { fieldErrors, serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { isSpecialty, SPECIALTY_OPTIONS, type Specialty, specialtyLabel } from '../../lib/specialties.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
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
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';

type ProfileFormValues = { bio: string; specialties: Specialty[]; profileImage: string } & Record<
  DetailName,
  string
>;

const FIELDS = ['bio', 'specialties', 'profileImage', ...DETAIL_NAMES] as const;

function initialValues(profile: ProfileDto | null): ProfileFormValues {
  return {
    bio: profile?.bio ?? '',
    specialties: (profile?.specialties ?? []).filter(isSpecialty),
    profileImage: profile?.profileImageUrl ?? '',
    ...detailValues(profile),
  };
}

// Specialties typed freely before the Profile tab took them from the application's list: shown so that the
// writer knows saving leaves them out.
function EarlierSpecialties({ profile }: { profile: ProfileDto | null }) {
  const earlier = (profile?.specialties ?? []).filter((specialty) => !isSpecialty(specialty));
  if (earlier.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      Not in the list, and left out when you save: {earlier.map(specialtyLabel).join(', ')}.
    </Text>
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
        <Checkbox.Group
          label="Specialties"
          description="Choose every area you write about; clients find you by these in the directory."
          {...form.getInputProps('specialties')}
        >
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
            {SPECIALTY_OPTIONS.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <EarlierSpecialties profile={profile} />
        <Group gap="md" align="flex-end" wrap="nowrap">
          {/* The photo as clients will see it beside your name; a broken link shows your initials. */}
          <Avatar
            src={form.values.profileImage || null}
            name={profile?.name ?? ''}
            size={56}
            radius="xl"
            alt=""
            color="initials"
          />
          <TextInput
            label="Profile photo URL (optional)"
            description="A link to a square photo of you, starting with https://"
            type="url"
            placeholder="https://"
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps('profileImage')}
          />
        </Group>
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
