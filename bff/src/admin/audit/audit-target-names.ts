import { Injectable } from '@nestjs/common';
import { CatalogAdminPatterns, MerchantsPatterns } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { AdminUsersRepository } from '../../auth/admin-users.repository';

/** The name a write's answer carries: a merchant's or user's name, a product's title, content's English name. */
function nameIn(response: unknown): string | null {
  const body = response as { name?: unknown; title?: unknown; user?: { name?: unknown } } | null | undefined;
  let name = body?.name ?? body?.user?.name ?? body?.title;
  // Content answers its per-language map (docs/adr-016): the audit reads its English.
  if (typeof name === 'object' && name !== null && 'en' in name) name = (name as { en: unknown }).en;
  return typeof name === 'string' && name.length > 0 ? name : null;
}

/**
 * What an audit entry's target is called at write time (issue 24: entries read as words, not
 * UUIDs): from the write's own answer when it carries a name, else looked up by the target's
 * domain (an ingest run or a product removal answers no name). A lookup that fails leaves the name
 * out; the entry is written all the same.
 */
@Injectable()
export class AuditTargetNames {
  constructor(
    private readonly rpc: RpcClient,
    private readonly users: AdminUsersRepository,
  ) {}

  async nameOf(domain: string, targetId: string | null, response: unknown): Promise<string | null> {
    const answered = nameIn(response);
    if (answered || !targetId) return answered;
    try {
      switch (domain) {
        case 'users':
          return (await this.users.findById(targetId))?.name ?? null;
        case 'merchants':
        case 'ingest':
          return (await this.rpc.send(MerchantsPatterns.byId, { id: targetId })).name;
        case 'products':
          return (await this.rpc.send(CatalogAdminPatterns.get, { id: targetId })).title;
        default:
          return null;
      }
    } catch {
      return null;
    }
  }
}
