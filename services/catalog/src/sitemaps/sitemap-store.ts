import type { DataSource } from 'typeorm';

export interface StoredFile {
  generation: string;
  file: string;
  urls: number;
  xmlBytes: number;
  parts: number;
  lastmod: Date | null;
}

/** A build left unpublished this long ago crashed (a build takes seconds to a minute): its rows go. */
const ABANDONED_AFTER = '1 hour';

/**
 * The built sitemaps in PostgreSQL (migration CreateSitemaps1767400000000): generations written
 * aside and published at once, files as gzip parts.
 */
export class SitemapStore {
  constructor(private readonly db: DataSource) {}

  async begin(): Promise<string> {
    await this.db.query(
      `DELETE FROM sitemap_generations WHERE published_at IS NULL AND started_at < now() - interval '${ABANDONED_AFTER}'`,
    );
    const [row] = (await this.db.query('INSERT INTO sitemap_generations DEFAULT VALUES RETURNING id')) as [{ id: string }];
    return row.id;
  }

  async putPart(generation: string, file: string, part: number, bytes: Buffer): Promise<void> {
    await this.db.query('INSERT INTO sitemap_parts (generation, file, part, bytes) VALUES ($1, $2, $3, $4)', [
      generation,
      file,
      part,
      bytes,
    ]);
  }

  async putFile(entry: StoredFile): Promise<void> {
    await this.db.query(
      'INSERT INTO sitemap_files (generation, file, urls, xml_bytes, parts, lastmod) VALUES ($1, $2, $3, $4, $5, $6)',
      [entry.generation, entry.file, entry.urls, entry.xmlBytes, entry.parts, entry.lastmod],
    );
  }

  /** Makes the generation the one served and drops the ones before it, in one transaction. */
  async publish(generation: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE sitemap_generations SET published_at = clock_timestamp() WHERE id = $1', [generation]);
      await tx.query('DELETE FROM sitemap_generations WHERE id <> $1 AND published_at IS NOT NULL', [generation]);
    });
  }

  async abandon(generation: string): Promise<void> {
    await this.db.query('DELETE FROM sitemap_generations WHERE id = $1', [generation]);
  }

  async published(): Promise<string | undefined> {
    const [row] = (await this.db.query(
      'SELECT id FROM sitemap_generations WHERE published_at IS NOT NULL ORDER BY published_at DESC LIMIT 1',
    )) as Array<{ id: string }>;
    return row?.id;
  }

  /** A file of the given generation, else of the one published now. */
  async file(file: string, generation?: string): Promise<StoredFile | undefined> {
    const id = generation ?? (await this.published());
    if (!id) return undefined;
    const [row] = (await this.db.query(
      'SELECT generation, file, urls, xml_bytes, parts, lastmod FROM sitemap_files WHERE generation = $1 AND file = $2',
      [id, file],
    )) as Array<{ generation: string; file: string; urls: number; xml_bytes: string; parts: number; lastmod: Date | null }>;
    return row && { ...row, xmlBytes: Number(row.xml_bytes) };
  }

  async files(generation: string): Promise<StoredFile[]> {
    const rows = (await this.db.query(
      'SELECT generation, file, urls, xml_bytes, parts, lastmod FROM sitemap_files WHERE generation = $1 ORDER BY file',
      [generation],
    )) as Array<{ generation: string; file: string; urls: number; xml_bytes: string; parts: number; lastmod: Date | null }>;
    return rows.map((row) => ({ ...row, xmlBytes: Number(row.xml_bytes) }));
  }

  async part(generation: string, file: string, part: number): Promise<Buffer | undefined> {
    const [row] = (await this.db.query(
      'SELECT bytes FROM sitemap_parts WHERE generation = $1 AND file = $2 AND part = $3',
      [generation, file, part],
    )) as Array<{ bytes: Buffer }>;
    return row?.bytes;
  }
}
