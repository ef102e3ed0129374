import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AUTH_HEADER } from '@prepshelf/contract';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/openapi.json, a page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PrepShelf API',
        description:
          'The HTTP API of PrepShelf. Send the session token in the AuthToken header. ' +
          'A login answers a deviceToken too: send it in the DeviceToken header on later logins to that account.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { AuthToken: { type: 'apiKey', in: 'header', name: AUTH_HEADER } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
