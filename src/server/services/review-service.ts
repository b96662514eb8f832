// Kept for the queue (src/server/queue/job-queue.ts), which another change renames: the review window's task
// and channel now live in the jobs module. Remove this file once the queue imports them from there.
export { closeEndedReviewWindows, closeReviewWindow } from './jobs/approve.ts';
export { REVIEW_WINDOW_CHANNEL } from './jobs/review-window.ts';
