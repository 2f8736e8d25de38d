import type { AdminUserDto } from '@lumina/contracts';
import { RequestContext } from '@lumina/platform';

/** Puts the signed-in admin into the request's context: messages, jobs and log lines carry it from here on. */
export function withActor(user: AdminUserDto): void {
  RequestContext.setActor({ id: user.id, email: user.email });
}
