// What the upload takes, apart from the reader itself, so that the drop zone can say it without loading it.
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FILE_SIZE_LABEL = `${MAX_FILE_BYTES / 1024 / 1024} MB`;

/** For the file picker's `accept`: the files read-text-file.ts reads. */
export const ACCEPTED_FILE_TYPES = '.docx,.txt,.md';
