import { Inject, Injectable } from '@nestjs/common';
import type { AuditEntryDto, AuditOutcome, AuditPageDto } from '@lumina/contracts';
import type { DataSource } from 'typeorm';
import { ADMIN_DATA_SOURCE } from '../../auth/admin-users.repository';

export interface AuditActor {
  id: string;
  email: string;
  name: string;
}

export interface AuditRecord {
  actor: AuditActor | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** The target's name at write time, so the entry still reads as words after a rename or removal. */
  targetName: string | null;
  outcome: AuditOutcome;
  detail: string | null;
  requestId: string | null;
}

interface Row {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  outcome: AuditOutcome;
  detail: string | null;
}

/** The audit log in the `admin` schema: append-only, read newest first. */
@Injectable()
export class AuditRepository {
  constructor(@Inject(ADMIN_DATA_SOURCE) private readonly db: DataSource) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO audit_log (actor_id, actor_email, actor_name, action, target_type, target_id, target_name, outcome, detail, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        entry.actor?.id ?? null,
        entry.actor?.email ?? null,
        entry.actor?.name ?? null,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.targetName,
        entry.outcome,
        entry.detail,
        entry.requestId,
      ],
    );
  }

  async page(page: number, limit: number): Promise<AuditPageDto> {
    const [rows, [count]] = (await Promise.all([
      this.db.query(
        `SELECT id::text, at, actor_id, actor_email, actor_name, action, target_type, target_id, target_name, outcome, detail
           FROM audit_log ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, (page - 1) * limit],
      ),
      this.db.query('SELECT count(*)::int AS n FROM audit_log'),
    ])) as [Row[], [{ n: number }]];
    return {
      total: count.n,
      entries: rows.map(
        (row): AuditEntryDto => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actor_id && row.actor_email ? { id: row.actor_id, email: row.actor_email, name: row.actor_name } : null,
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          targetName: row.target_name,
          outcome: row.outcome,
          detail: row.detail,
        }),
      ),
    };
  }
}
