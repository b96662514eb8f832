// The copywriter application, the profile form, work submission and the public directory.
import { z } from 'zod';
import './zod-setup.ts';
import { SPECIALTIES, TEXT_MAXIMUMS, TEXT_MINIMUMS } from '../constants.ts';
import { idSchema, isHttpUrl, isoDateSchema, singleLineText, text } from './common.ts';
import { pageQuerySchema, pageRequestSchema } from './paging.ts';

// An http(s) link that fits its column (CopywriterProfile.portfolio, User.profileImageUrl); blank for none.
const urlText = singleLineText()
  .trim()
  .max(TEXT_MAXIMUMS.url, 'A link can be at most 2,048 characters')
  .refine((value) => value === '' || isHttpUrl(value), 'Please enter a valid URL');

const optionalUrl = urlText.optional().transform((value) => (value ? value : null));

const requiredText = (message: string) =>
  text().trim().min(1, message).max(TEXT_MAXIMUMS.profileText, 'This can be at most 5,000 characters');

// The specialties a writer may name, on the application and the Profile tab alike: one list, so that the
// directory's filter finds every writer by the same words.
const specialtyList = z
  .array(z.enum(SPECIALTIES, 'Choose specialties from the list'))
  .max(SPECIALTIES.length, 'Choose specialties from the list');

export const applicationSchema = z.object({
  specialties: specialtyList.min(1, 'Please select at least one specialty'),
  profileImage: optionalUrl,
  experience: text()
    .trim()
    .min(TEXT_MINIMUMS.experience, 'Please describe your experience in at least 50 characters')
    .max(TEXT_MAXIMUMS.profileText, 'This can be at most 5,000 characters'),
  portfolio: optionalUrl,
  sampleContent: text()
    .trim()
    .min(TEXT_MINIMUMS.sampleContent, 'Please provide a writing sample of at least 300 characters')
    .max(TEXT_MAXIMUMS.profileText, 'This can be at most 5,000 characters'),
  availability: requiredText('Please indicate your availability'),
  rates: requiredText('Please provide your rate expectations'),
});
export type Application = z.input<typeof applicationSchema>;

const optionalText = text()
  .trim()
  .max(TEXT_MAXIMUMS.profileText, 'This can be at most 5,000 characters')
  .nullish()
  .transform((value) => value ?? '');

// The Profile tab of an approved copywriter: every field optional, specialties from the application's list, the
// photo and the portfolio http(s) links as on the application ('' for none). A photo left out is kept as it
// is; '' removes it.
export const profileSchema = z.object({
  bio: optionalText,
  specialties: specialtyList.default([]),
  profileImage: urlText.optional().transform((value) => (value === undefined ? undefined : value || null)),
  experience: optionalText,
  portfolio: urlText.nullish().transform((value) => value ?? ''),
  sampleContent: optionalText,
  availability: optionalText,
  rates: optionalText,
});
export type ProfileInput = z.input<typeof profileSchema>;

export const PROFILE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const profileDtoSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  status: z.enum(PROFILE_STATUSES),
  rating: z.number().nullable(),
  completedJobs: z.number().int(),
  bio: z.string(),
  specialties: z.array(z.string()),
  experience: z.string(),
  portfolio: z.string(),
  sampleContent: z.string(),
  availability: z.string(),
  rates: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type ProfileDto = z.infer<typeof profileDtoSchema>;

export const workSubmissionSchema = z.object({
  id: idSchema('job'),
  result: text()
    .trim()
    .min(1, 'Please enter your work before submitting.')
    .max(TEXT_MAXIMUMS.result, 'The work can be at most 200,000 characters'),
});

export const copywriterListingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  specialties: z.array(z.string()),
  completedJobs: z.number().int(),
  // The average of the copywriter's rated jobs, to one decimal; null before the first rating.
  rating: z.number().nullable(),
});
export type CopywriterListing = z.infer<typeof copywriterListingSchema>;

// GET /api/copywriters?q=&specialty=: the directory searched on the server, so that every approved writer can
// be found, not only those of the first page. `q` is a part of a name or of a specialty, `specialty` one whole
// specialty; both ignore letter case, and a blank one filters nothing.
const directoryFilters = {
  q: singleLineText()
    .trim()
    .max(TEXT_MAXIMUMS.shortText, 'A search can be at most 200 characters')
    .optional(),
  specialty: singleLineText()
    .trim()
    .max(TEXT_MAXIMUMS.shortText, 'A specialty can be at most 200 characters')
    .optional(),
};
export const directoryQuerySchema = z.object({ ...pageQuerySchema.shape, ...directoryFilters });
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;
// The same for the web's directory, whose 'Load more' reads the next cursor from the body.
export const directoryRequestSchema = z.object({ ...pageRequestSchema.shape, ...directoryFilters });

// A written review on a writer's public profile: the stars, the words (null when only stars were given), and
// the client by first name only (docs/product.md "Writer profiles and invitations").
export const writerReviewSchema = z.object({
  rating: z.number().int(),
  review: z.string().nullable(),
  clientFirstName: z.string(),
  at: isoDateSchema,
});
export type WriterReview = z.infer<typeof writerReviewSchema>;

// GET /api/copywriters/{id}: an approved writer's public profile, with a page of their reviews, newest first.
export const writerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string(),
  specialties: z.array(z.string()),
  // The directory's figure: the average of their rated jobs to one decimal; null before the first rating.
  rating: z.number().nullable(),
  completedJobs: z.number().int(),
  // An http(s) link, or null when they gave none.
  portfolio: z.string().nullable(),
  reviews: z.array(writerReviewSchema),
});
export type WriterProfile = z.infer<typeof writerProfileSchema>;

export const writerProfileQuerySchema = z.object({
  id: idSchema('copywriter'),
  ...pageQuerySchema.shape,
});

// The same for the web's 'More reviews', which reads the next cursor from the body.
export const writerProfileRequestSchema = z.object({
  id: idSchema('copywriter'),
  ...pageRequestSchema.shape,
});
export const writerProfilePageSchema = writerProfileSchema.extend({ nextCursor: z.string().nullable() });
export type WriterProfilePage = z.infer<typeof writerProfilePageSchema>;
