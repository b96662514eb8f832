import { jobMessageSchema, messageDtoSchema } from '../../shared/schemas/chat.ts';
import * as chat from '../services/chat-service.ts';
import { router } from '../trpc/init.ts';
import { authedProcedure } from '../trpc/procedures.ts';

const tags = ['chat'];

export const chatRouter = router({
  sendJobMessage: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/conversations/job/{id}/message',
        tags,
        summary: "Write in a job's conversation",
      },
    })
    .input(jobMessageSchema)
    .output(messageDtoSchema)
    .mutation(({ ctx, input }) => chat.postJobMessage(ctx.em, ctx.user, input.id, input.content)),
});
