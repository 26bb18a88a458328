import { describe, expect, it } from 'vitest';
import { driftOf } from './openapi-drift';

/** The checker that holds every API test's answers against the document (issue 32) must be able to fail. */

const document = {
  paths: {
    '/api/media/{id}': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { type: 'object', required: ['data'], properties: { data: { type: 'integer' } } },
              },
            },
          },
          '404': {
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      ErrorEnvelope: {
        type: 'object',
        required: ['message'],
        properties: {
          message: { type: 'object', required: ['body'], properties: { body: { type: 'string' } } },
        },
      },
    },
  },
};

const answer = (status: number, body: unknown) => ({
  method: 'get',
  route: '/api/media/:id',
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

describe('driftOf', () => {
  it('finds nothing in answers the document describes', () => {
    expect(driftOf(document, [answer(200, { data: 1 }), answer(404, { message: { body: 'gone' } })])).toEqual(
      [],
    );
  });

  it('names a status the document does not list', () => {
    expect(driftOf(document, [answer(409, { message: { body: 'x' } })])).toEqual([
      'GET /api/media/:id 409: the document lists 200, 404',
    ]);
  });

  it('names a body that does not match its schema, also behind a reference', () => {
    expect(driftOf(document, [answer(200, { data: 'one' })])[0]).toMatch(
      /^GET \/api\/media\/:id 200: \/data must be integer/,
    );
    expect(driftOf(document, [answer(404, { message: {} })])[0]).toMatch(
      /404: \/message must have required property 'body'/,
    );
  });

  it('leaves alone routes the document does not describe and answers that are not JSON', () => {
    expect(driftOf(document, [{ ...answer(500, {}), route: '/api/hidden' }])).toEqual([]);
    expect(driftOf(document, [{ ...answer(200, 'x'), contentType: 'image/png' }])).toEqual([]);
  });
});
