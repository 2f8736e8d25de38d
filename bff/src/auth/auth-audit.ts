import { HttpException, Injectable, Logger } from '@nestjs/common';
import type { AdminUserDto, AuditOutcome } from '@lumina/contracts';
import { RequestContext } from '@lumina/platform';
import { AuditRepository } from '../admin/audit/audit.repository';

/**
 * Sign-in (success and failure), sign-out and password changes in the audit log (issue 24). These
 * routes are no @Allow() writes, so the audit interceptor does not see them. A failed sign-in has
 * no actor: its target is the address that was tried.
 */
@Injectable()
export class AuthAudit {
  private readonly logger = new Logger('Audit');

  constructor(private readonly audit: AuditRepository) {}

  signedIn(user: AdminUserDto): Promise<void> {
    return this.write(user, 'auth.signIn', user, 'success', null);
  }

  signInFailed(email: string, error: unknown): Promise<void> {
    return this.write(null, 'auth.signIn', { id: null, name: email }, 'failure', statusOf(error));
  }

  signedOut(user: AdminUserDto): Promise<void> {
    return this.write(user, 'auth.signOut', user, 'success', null);
  }

  passwordChanged(user: AdminUserDto, error?: unknown): Promise<void> {
    return this.write(user, 'auth.changePassword', user, error === undefined ? 'success' : 'failure', error === undefined ? null : statusOf(error));
  }

  private async write(
    actor: AdminUserDto | null,
    action: string,
    target: { id: string | null; name: string },
    outcome: AuditOutcome,
    detail: string | null,
  ): Promise<void> {
    await this.audit
      .record({
        actor: actor && { id: actor.id, email: actor.email, name: actor.name },
        action,
        targetType: 'users',
        targetId: target.id,
        targetName: target.name,
        outcome,
        detail,
        requestId: RequestContext.requestId() ?? null,
      })
      .catch((error: unknown) => this.logger.error(`could not audit ${action}: ${(error as Error).message}`));
  }
}

function statusOf(error: unknown): string {
  return error instanceof HttpException ? String(error.getStatus()) : 'error';
}
