import { readFileSync } from 'node:fs';
import { Client } from 'pg';

export interface RecordedTotals {
  counted: number;
  duplicates: number;
  bots: number;
}

/** A process's environment, as it was started (to restart the clicks service exactly as the launcher did). */
export function environmentOf(pid: number): Record<string, string> {
  const raw = readFileSync(`/proc/${pid}/environ`, 'utf8');
  return Object.fromEntries(
    raw
      .split('\0')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
}

/** What the clicks service has recorded (its rollups: what the dashboard and analytics read). */
export class ClicksDb {
  private constructor(private readonly client: Client) {}

  static async open(databaseUrl: string): Promise<ClicksDb> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    return new ClicksDb(client);
  }

  async totals(): Promise<RecordedTotals> {
    const { rows } = await this.client.query<{ counted: string; duplicates: string; bots: string }>(
      `SELECT coalesce(sum(clicks), 0) AS counted, coalesce(sum(duplicates), 0) AS duplicates, coalesce(sum(bots), 0) AS bots
         FROM clicks.daily_rollups`,
    );
    const row = rows[0];
    return { counted: Number(row?.counted ?? 0), duplicates: Number(row?.duplicates ?? 0), bots: Number(row?.bots ?? 0) };
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

export const recorded = (t: RecordedTotals) => t.counted + t.duplicates + t.bots;
