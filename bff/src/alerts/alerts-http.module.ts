import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AlertsController } from './alerts.controller';

/**
 * Alerts' HTTP routes. RFC 8058's one-click POST comes form-encoded (`List-Unsubscribe=One-Click`)
 * from the mail provider: form bodies are read as plain fields (no route reads them otherwise).
 */
@Module({ controllers: [AlertsController] })
export class AlertsHttpModule implements OnModuleInit {
  constructor(private readonly adapter: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapter.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser('application/x-www-form-urlencoded')) return;
    fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }
}
