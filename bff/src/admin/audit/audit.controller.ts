import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { auditPageQuery, type AuditPageDto } from '@lumina/contracts';
import { ZodValidationPipe } from 'nestjs-zod';
import type { z } from 'zod';
import { Allow } from '../../auth/access.decorators';
import { AuditRepository } from './audit.repository';

@ApiTags('admin')
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditRepository) {}

  /** Newest first, paged (`page`, `limit` default 20). */
  @Get()
  @Allow('users:read')
  page(@Query(new ZodValidationPipe(auditPageQuery)) query: z.infer<typeof auditPageQuery>): Promise<AuditPageDto> {
    return this.audit.page(query.page, query.limit);
  }
}
