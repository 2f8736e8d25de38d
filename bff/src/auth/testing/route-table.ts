import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Permission } from '@lumina/contracts';
import { routeAccess } from '../access.guard';
import { rateLimitKindOf, type RateLimitKind } from '../../http/rate-limits';

export interface RegisteredRoute {
  method: string;
  /** As registered, with `:params`. */
  path: string;
  /** With every param filled by a well-formed dummy (a UUID), so validation is not what answers. */
  url: string;
  isPublic: boolean;
  permissions: Permission[];
  /** The @RateLimited() kind, if any. */
  rateLimit: RateLimitKind | undefined;
}

const DUMMY = '00000000-0000-4000-8000-000000000000';
const join = (...parts: Array<string | undefined>) => `/${parts.flatMap((p) => (p ?? '').split('/')).filter(Boolean).join('/')}`;

/** Every route Nest registered in the BFF, read from its controllers' metadata (what the guard reads too). */
export function registeredRoutes(app: NestFastifyApplication, globalPrefix = 'api'): RegisteredRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: RegisteredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as object;
    const base = Reflect.getMetadata(PATH_METADATA, metatype) as string | undefined;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = (prototype as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (path === undefined || method === undefined) continue;
      const full = join(globalPrefix, base, path);
      routes.push({
        method: RequestMethod[method],
        path: full,
        url: full.replace(/:[A-Za-z]+/g, DUMMY),
        ...routeAccess(reflector, [handler, metatype]),
        rateLimit: rateLimitKindOf(handler),
      });
    }
  }
  return routes;
}
