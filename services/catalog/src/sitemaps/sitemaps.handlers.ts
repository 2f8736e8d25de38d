import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CatalogPatterns, sitemapPartPayload, type SitemapPartReply, type SitemapPartRequest } from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { DataSource } from 'typeorm';
import { SitemapNotFoundError } from './sitemap.errors';
import { SitemapStore } from './sitemap-store';

@Controller()
export class SitemapsHandlers {
  private readonly store: SitemapStore;

  constructor(db: DataSource) {
    this.store = new SitemapStore(db);
  }

  @MessagePattern(CatalogPatterns.sitemapPart)
  async part(@Payload(new ZodPayloadPipe(sitemapPartPayload)) payload: SitemapPartRequest): Promise<SitemapPartReply> {
    const file = await this.store.file(payload.file, payload.generation);
    const bytes = file && payload.part < file.parts ? await this.store.part(file.generation, file.file, payload.part) : undefined;
    if (!file || !bytes) throw new SitemapNotFoundError(payload.file);
    return {
      generation: file.generation,
      parts: file.parts,
      gzipBase64: bytes.toString('base64'),
      lastmod: file.lastmod ? new Date(file.lastmod).toISOString() : null,
    };
  }
}
