import { HttpException, HttpStatus, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AdminUserDto, AuditOutcome } from '@lumina/contracts';
import { RequestContext } from '@lumina/platform';
import { AuditRepository } from '../admin/audit/audit.repository';

/** Refused sign-ins are written as one entry per this many ms (and when the BFF stops). */
export const REFUSED_SIGN_INS_EVERY_MS = 10_000;
/** How many of the refused emails an aggregated entry names. */
const REFUSED_NAMED = 5;

/**
 * Sign-in (success and failure), sign-out and password changes in the audit log (issue 24). These
 * routes are no @Allow() writes, so the audit interceptor does not see them. A failed sign-in has
 * no actor: its target is the address that was tried. A sign-in refused before its password was
 * checked (429) is counted, not written: one entry per REFUSED_SIGN_INS_EVERY_MS names the first
 * emails tried ('and others' past five) and says how many attempts (`429 × 1,234`), so a flood costs no database write per attempt.
 */
@Injectable()
export class AuthAudit implements OnModuleDestroy {
  private readonly logger = new Logger('Audit');
  private refused = { count: 0, emails: new Set<string>(), others: false };
  private flushTimer?: NodeJS.Timeout;

  constructor(private readonly audit: AuditRepository) {}

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.flushTimer);
    await this.writeRefused();
  }

  signedIn(user: AdminUserDto): Promise<void> {
    return this.write(user, 'auth.signIn', user, 'success', null);
  }

  signInFailed(email: string, error: unknown): Promise<void> {
    if (error instanceof HttpException && error.getStatus() === HttpStatus.TOO_MANY_REQUESTS) {
      this.countRefused(email);
      return Promise.resolve();
    }
    return this.write(null, 'auth.signIn', { id: null, name: email }, 'failure', statusOf(error));
  }

  private countRefused(email: string): void {
    this.refused.count += 1;
    const { emails } = this.refused;
    if (emails.size < REFUSED_NAMED) emails.add(email);
    else if (!emails.has(email)) this.refused.others = true;
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      void this.writeRefused();
    }, REFUSED_SIGN_INS_EVERY_MS);
    this.flushTimer.unref();
  }

  private async writeRefused(): Promise<void> {
    const { count, emails, others } = this.refused;
    if (count === 0) return;
    this.refused = { count: 0, emails: new Set(), others: false };
    const name = `${[...emails].join(', ')}${others ? ' and others' : ''}`;
    await this.write(null, 'auth.signIn', { id: null, name }, 'failure', `429 × ${count.toLocaleString('en')}`);
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
