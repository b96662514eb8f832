// Messages for the cases the forms' own messages do not cover (a missing field, a number where text belongs),
// in words a user or an integrator can act on. Every schema file imports this module once.
import { z } from 'zod';

z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined ? 'This field is required' : `Expected ${issue.expected}`;
  },
});
