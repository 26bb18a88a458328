import { realtimeHelloSchema, realtimeServerMessages } from '@tavola/contracts';
import { z } from 'zod';
import { closeCodes } from './live.routes';

const componentName = (name: string) => `Realtime${name[0]!.toUpperCase()}${name.slice(1)}`;

/** JSON Schema of a contract as the client writes (`input`) or reads (`output`) it. */
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

/**
 * Issue 19: OpenAPI has no words for a WebSocket, so the document describes GET api/realtime
 * under `x-websocket`: the hello a client sends first, each message the server may send (with
 * who receives it) and the close codes. Every schema is made from the contracts the socket code
 * itself parses and sends (packages/contracts realtime.ts), and filed under components.schemas.
 */
export function describeLiveSocket<T extends { components?: { schemas?: Record<string, unknown> } }>(
  document: T,
): T & { 'x-websocket': unknown } {
  const schemas: Record<string, unknown> = { RealtimeHello: jsonSchemaOf(realtimeHelloSchema, 'input') };
  const serverMessages = Object.entries(realtimeServerMessages).map(([name, entry]) => {
    schemas[componentName(name)] = jsonSchemaOf(entry.schema, 'output');
    return {
      name,
      receivedBy: entry.scopes,
      schema: { $ref: `#/components/schemas/${componentName(name)}` },
    };
  });
  return {
    ...document,
    components: { ...document.components, schemas: { ...document.components?.schemas, ...schemas } },
    'x-websocket': {
      path: '/api/realtime',
      description:
        'GET /api/realtime upgrades to a WebSocket. The first message says who listens (RealtimeHello): ' +
        "a manager's token and restaurant (scope 'restaurant'), a guest's order and its handle " +
        "(scope 'order') or a table's bill (scope 'table'). Tokens travel in the message, never in the address.",
      clientMessages: [{ name: 'hello', schema: { $ref: '#/components/schemas/RealtimeHello' } }],
      serverMessages,
      closeCodes: Object.fromEntries(Object.entries(closeCodes).map(([name, code]) => [code, name])),
    },
  };
}
