import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyMultipart from '@fastify/multipart';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppModule, loggerParams } from './app.module';
import { MESSAGES } from './common/app-exception';
import { requestActor, runAs } from './audit/audit-context';
import { documentErrors, EXTRA_MODELS, PUBLIC_API_TAG } from './common/openapi';
import { addRequestLog, RequestPinoLogger } from './common/request-log';
import { createValidationPipe } from './common/validation/validation.pipe';
import { AppConfig } from './config/config';
import { prepareDatabase } from './database/migrate';
import { SigningService } from './signing/signing.service';
import { addSecurityHeaders, API_CACHE_CONTROL, SECURITY_HEADERS } from './web/security-headers';
import { serveFrontend } from './web/web';

export interface RegisteredRoute {
  method: string;
  url: string;
}

export interface BaltiApp {
  app: NestFastifyApplication;
  /** Every route Fastify registered (the isolation tests walk this list). */
  routes: RegisteredRoute[];
  openapi: OpenAPIObject;
}

/** Where integrators find the document (served when SWAGGER_ENABLED; committed as openapi.json). */
export const OPENAPI_JSON_PATH = '/api/docs-json';

/**
 * The OpenAPI document of the whole API, generated from the controllers and their response
 * classes. `npm run openapi` writes it to openapi.json; the front end's types are generated from that.
 */
export function buildOpenApi(app: NestFastifyApplication): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle('Bălți API')
    .setDescription(
      'Back-office pentru bălți de pescuit: firme, permise, chitanțe, cheltuieli, grafice. ' +
        `Documentul OpenAPI: ${OPENAPI_JSON_PATH} (și openapi.json în depozit). ` +
        `Rutele cu eticheta \`${PUBLIC_API_TAG}\` sunt API-ul public stabil (pagina bălții, verificarea permisului).`,
    )
    .setVersion('1')
    .addBearerAuth()
    .addTag(PUBLIC_API_TAG, 'API public stabil, fără autentificare: pentru site-ul propriu al bălții și integratori.')
    .build();
  return documentErrors(SwaggerModule.createDocument(app, doc, { extraModels: EXTRA_MODELS }));
}

/**
 * Nest's contexts that write one line per route ("Mapped {/api/…, POST} route") or per module
 * ("… dependencies initialized") at start-up.
 */
const ROUTE_MAPPING = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader']);

/**
 * The application's logger with Nest's route-mapping (and module) lines written at debug level:
 * LOG_LEVEL=debug shows them, the default (info) does not drown the start-up in a few hundred lines.
 */
function quietRouteMapping(logger: LoggerService): LoggerService {
  return new Proxy(logger, {
    get(target, property, receiver) {
      if (property === 'log') {
        return (message: unknown, ...rest: unknown[]) =>
          ROUTE_MAPPING.has(String(rest.at(-1))) && target.debug
            ? target.debug(message, ...rest)
            : target.log(message, ...rest);
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Builds the application (not yet listening): used by main.ts and by the API tests alike. */
export async function createApp(config: AppConfig, options: { logger?: boolean } = {}): Promise<BaltiApp> {
  // The router refuses, before any route or filter runs, a path it cannot decode (%FF) or a
  // parameter over 100 characters: neither names anything, so the answer is docs/errors.md's 404,
  // not Fastify's own body echoing the path. Nest's security hook still runs first, as in Nest's own.
  const frameworkErrors = (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
    try {
      (adapter as unknown as { securityHook?: (req: unknown, res: unknown) => void }).securityHook?.(
        request,
        reply.raw,
      );
    } catch {
      // refused either way
    }
    // Fastify runs no hook for this answer: the headers of every other answer are set here.
    void reply
      .headers({ ...SECURITY_HEADERS, 'Cache-Control': API_CACHE_CONTROL, 'x-request-id': request.id })
      .status(404)
      .send({ message: MESSAGES.notFound });
  };
  const adapter: FastifyAdapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    frameworkErrors,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
      req.headers['x-request-id'] = id;
      return id;
    },
  });
  // nestjs-pino's Logger, its lines written with the request id while a request runs
  // (common/request-log.ts), from the first line on: a start that fails is JSON lines too.
  const params = loggerParams(config);
  const logger =
    options.logger === false ? false : quietRouteMapping(new Logger(new RequestPinoLogger(params), params));
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    logger,
  });
  if (logger) app.useLogger(logger);
  app.enableShutdownHooks();
  app.useGlobalPipes(createValidationPipe());

  const fastify = app.getHttpAdapter().getInstance();
  const routes: RegisteredRoute[] = [];
  fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
  });
  // Callback hooks, not async ones: an async hook is a promise (and its async hooks) per request.
  fastify.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Each handler runs with its request as the author of the audit rows it causes (audit-context.ts),
  // and as the request its log lines name (common/request-log.ts): preHandler, after the body is
  // read (its stream's events would lose an earlier context).
  fastify.addHook('preHandler', (request, _reply, done) => runAs(requestActor(request), done));
  addRequestLog(fastify, config.logLevel);
  addSecurityHeaders(fastify);

  if (config.frontendDist) await serveFrontend(app, config.frontendDist, config.appDomain);

  const openapi = buildOpenApi(app);
  if (config.swaggerEnabled) {
    SwaggerModule.setup('api/docs', app, openapi, { jsonDocumentUrl: OPENAPI_JSON_PATH.slice(1) });
  }
  // Client documents (POST …/storeFiles): at most 10 files of 10 MB each per request.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10 } });
  await app.init();
  await prepareDatabase(app.get(DataSource), config);
  try {
    await app.get(SigningService).assertSecretOpensKeys();
  } catch (err) {
    await app.close();
    throw err;
  }
  return { app, routes, openapi };
}
