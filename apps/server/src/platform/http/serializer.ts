import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema: several times faster than checking every answer with zod, and fields the schema does not
 * name (a password hash on a raw row) never leave the server.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const jsonSchema =
    schema instanceof z.ZodType
      ? z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })
      : schema;
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
