import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditController } from './audit/audit.controller';
import { AuditInterceptor } from './audit/audit.interceptor';
import { AuditRepository } from './audit/audit.repository';
import { AdminProductsController } from './products/admin-products.controller';
import { AdminUsersController } from './users/admin-users.controller';
import { AdminUsersService } from './users/admin-users.service';

/**
 * The admin API (issue 9): every route here carries @Allow(…), enforced by the global access
 * guard; every admin write in the whole BFF is audited by the global AuditInterceptor.
 */
@Module({
  controllers: [AdminProductsController, AdminUsersController, AuditController],
  providers: [AdminUsersService, AuditRepository, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
})
export class AdminModule {}
