// Screens that later issues build (SPEC.md section 2). The generated route tree does not know them
// yet, so they are plain strings, which the router's typed links accept; the not-found screen answers
// them until their route files exist. Once one does, link to its literal path instead.
type PlannedScreen = 'humanise' | 'copywriters';

export const PLANNED_PATHS: Record<PlannedScreen, string> = {
  humanise: '/humanise',
  copywriters: '/copywriters',
};
