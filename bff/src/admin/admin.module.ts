import { Global, Module } from '@nestjs/common';
import { AuditTargetNames } from './audit/audit-target-names';
import { AuditController } from './audit/audit.controller';
import { AuditInterceptor } from './audit/audit.interceptor';
import { AuditRepository } from './audit/audit.repository';
import { AdminMatchesController } from './products/admin-matches.controller';
import { AdminCategoriesController } from './content/admin-categories.controller';
import { AdminProductsController } from './products/admin-products.controller';
import { AdminUsersController } from './users/admin-users.controller';
import { AdminUsersService } from './users/admin-users.service';

/**
 * The admin API (issue 9): every route here carries @Allow(…), enforced by the global access
 * guard. Global because @Allow(…) on any module's route applies the AuditInterceptor, which needs
 * the audit log from here.
 */
@Global()
@Module({
  controllers: [AdminProductsController, AdminMatchesController, AdminCategoriesController, AdminUsersController, AuditController],
  providers: [AdminUsersService, AuditRepository, AuditTargetNames, AuditInterceptor],
  exports: [AuditRepository, AuditTargetNames, AuditInterceptor],
})
export class AdminModule {}
