import { z } from 'zod';
import './zod-setup.ts';

export const successSchema = z.object({ success: z.literal(true) });
