// A visitor's draft on /humanise is kept in the tab's session storage while it is typed, so that a reload, a
// crash or a detour to log in never costs them the text they pasted. It is cleared once the job is submitted.
import {
  SERVICE_TYPES,
  type ServiceType,
  WRITING_STYLES,
  type WritingStyle,
} from '../../../shared/constants.ts';
import { writerIdOf } from '../../lib/writer-id.ts';

export interface SubmissionValues {
  contentTopic: string;
  aiContent: string;
  serviceType: ServiceType;
  writingStyle: WritingStyle;
  extraNotes: string;
  // The deadline as ISO 8601, or null for none.
  deadline: string | null;
  // The writer asked for a quote from their profile (/humanise?writer=ID), or null for none.
  invitedCopywriterId: number | null;
}

export const DRAFT_STORAGE_KEY = 'humanise-draft';

export const EMPTY_SUBMISSION: SubmissionValues = {
  contentTopic: '',
  aiContent: '',
  serviceType: 'human-check',
  writingStyle: 'Professional',
  extraNotes: '',
  deadline: null,
  invitedCopywriterId: null,
};

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A writer's id as the server takes it (a positive integer within PostgreSQL's integer), or null. */
export function writerId(value: unknown): number | null {
  return writerIdOf(value) ?? null;
}

/** What was stored, with anything missing or malformed (an older version, a hand edit) set to its default. */
export function parseDraft(raw: string | null): SubmissionValues {
  if (!raw) return { ...EMPTY_SUBMISSION };
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return { ...EMPTY_SUBMISSION };
    stored = parsed as Record<string, unknown>;
  } catch {
    return { ...EMPTY_SUBMISSION };
  }
  const serviceType = SERVICE_TYPES.find((type) => type === stored.serviceType);
  const writingStyle = WRITING_STYLES.find((style) => style === stored.writingStyle);
  return {
    contentTopic: text(stored.contentTopic),
    aiContent: text(stored.aiContent),
    serviceType: serviceType ?? EMPTY_SUBMISSION.serviceType,
    writingStyle: writingStyle ?? EMPTY_SUBMISSION.writingStyle,
    extraNotes: text(stored.extraNotes),
    deadline: typeof stored.deadline === 'string' && stored.deadline !== '' ? stored.deadline : null,
    invitedCopywriterId: writerId(stored.invitedCopywriterId),
  };
}

/** The draft with the writer of /humanise?writer=ID invited, when the address names one: it wins over the draft's. */
export function withInvitation(values: SubmissionValues, writer: number | undefined): SubmissionValues {
  return writer ? { ...values, invitedCopywriterId: writer } : values;
}

// Storage can be switched off or full; the form then simply works without the safety net.
export function readDraft(storage: DraftStorage | undefined): SubmissionValues {
  try {
    return parseDraft(storage?.getItem(DRAFT_STORAGE_KEY) ?? null);
  } catch {
    return { ...EMPTY_SUBMISSION };
  }
}

export function writeDraft(storage: DraftStorage | undefined, values: SubmissionValues): void {
  try {
    // An invitation alone is kept too: a visitor who came from a writer's profile may log in before typing.
    const empty =
      values.contentTopic.trim() === '' &&
      values.aiContent.trim() === '' &&
      !values.extraNotes &&
      values.invitedCopywriterId === null;
    if (empty) storage?.removeItem(DRAFT_STORAGE_KEY);
    else storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(values));
  } catch {
    // See readDraft.
  }
}

export function clearDraft(storage: DraftStorage | undefined): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // See readDraft.
  }
}

/** The session storage of this tab, or nothing where there is none (tests, locked-down browsers). */
export function sessionDraftStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
