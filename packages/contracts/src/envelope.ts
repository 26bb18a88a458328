import { z } from './zod';

/** SPEC §8: snackbar messages; `code` lets clients react without parsing translated text. */
export const messageSchema = z.object({
  type: z.enum(['success', 'error', 'info', 'warning']),
  body: z.string(),
  code: z.string().optional(),
});
export type ApiMessage = z.infer<typeof messageSchema>;

/** 400/401/403/404/409/429/5xx answers: `{ message: { type: 'error', body } }`. */
export const errorEnvelopeSchema = z.object({ message: messageSchema });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** 422 answers: per-field messages, plus the first one as message.body. */
export const validationEnvelopeSchema = z.object({
  message: messageSchema,
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationEnvelope = z.infer<typeof validationEnvelopeSchema>;

/** Success answers carry `data` and, where the spec shows one, a message. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: messageSchema.optional() });
}

export const messageEnvelopeSchema = z.object({ message: messageSchema });
/** A write that answers only with its message. */
export const messageResponseSchema = z.object({ message: messageSchema });
