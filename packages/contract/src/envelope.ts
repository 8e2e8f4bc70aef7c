import { z } from 'zod';

/** Every JSON answer: `{ code, message, data? }`; success is code 200. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.int32(), message: z.string(), data });
}

export const ErrorEnvelope = z.object({
  code: z.int32(),
  message: z.string(),
  data: z
    .object({
      /** Validation failures: the field path and its message in the caller's language. */
      fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
      /** Correlation id of an unexpected failure, to quote to support. */
      ref: z.string().optional(),
      retryAfterSeconds: z.int32().optional(),
    })
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const SUCCESS_CODE = 200;
