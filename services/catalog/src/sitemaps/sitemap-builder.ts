import { LANGUAGE_CODES, SITEMAP_INDEX_FILE, type LanguageCode } from '@lumina/contracts';
import type { DataSource } from 'typeorm';
import { SitemapFileSeries } from './sitemap-file-series';
import { PROTOCOL_LIMITS, type SitemapLimits } from './sitemap-limits';
import { SitemapSources, type SitemapEntry, type SitemapKind } from './sitemap-sources';
import { SitemapStore, type StoredFile } from './sitemap-store';

export interface SitemapBuildReport {
  generation: string;
  /** Per-language files (the index not counted). */
  files: number;
  urls: number;
  ms: number;
}

export interface SitemapBuilderOptions {
  /** The shop's public origin: every address in the sitemaps is absolute on it. */
  origin: string;
  limits?: SitemapLimits;
  languages?: readonly LanguageCode[];
}

/**
 * Builds every sitemap of the shop into a new generation and publishes it: per language, one file
 * series per kind (pages, categories, brands, collections, guides, products), and the index that
 * lists them all. Products are read once, a page at a time, and written to every language's
 * series as they come, so memory stays flat however large the catalogue: what is held is one open
 * file per language, and its gzip leaves in parts of 512 KiB. A failed build removes what it wrote;
 * the published generation keeps being served meanwhile.
 */
export class SitemapBuilder {
  private readonly store: SitemapStore;
  private readonly sources: SitemapSources;
  private readonly origin: string;
  private readonly limits: SitemapLimits;
  private readonly languages: readonly LanguageCode[];

  constructor(db: DataSource, options: SitemapBuilderOptions) {
    this.store = new SitemapStore(db);
    this.sources = new SitemapSources(db);
    this.origin = new URL(options.origin).origin;
    this.limits = options.limits ?? PROTOCOL_LIMITS;
    this.languages = options.languages ?? LANGUAGE_CODES;
  }

  async build(): Promise<SitemapBuildReport> {
    const started = performance.now();
    const generation = await this.store.begin();
    try {
      const files: StoredFile[] = [];
      for (const kind of ['pages', 'categories', 'brands', 'collections'] as const) {
        const entries = await this.sources.shared(kind);
        for (const language of this.languages) files.push(...(await this.write(generation, language, kind, entries)));
      }
      for (const language of this.languages) {
        files.push(...(await this.write(generation, language, 'guides', await this.sources.guides(language))));
      }
      files.push(...(await this.writeProducts(generation)));

      // The index keeps the protocol's limits: the smaller ones are for the files it lists.
      const index = await SitemapFileSeries.index(this.store, generation, SITEMAP_INDEX_FILE, PROTOCOL_LIMITS);
      // By language, then kind, then number: the order a reader of the index expects.
      const ordered = [...files].sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
      for (const file of ordered) await index.add(`${this.origin}/sitemaps/${file.file}`, file.lastmod ?? undefined);
      const [indexFile] = await index.finish();
      for (const file of [...ordered, ...(indexFile ? [indexFile] : [])]) await this.store.putFile(file);
      await this.store.publish(generation);
      return {
        generation,
        files: files.length,
        urls: files.reduce((sum, file) => sum + file.urls, 0),
        ms: performance.now() - started,
      };
    } catch (error) {
      await this.store.abandon(generation).catch(() => undefined);
      throw error;
    }
  }

  private async write(generation: string, language: LanguageCode, kind: SitemapKind, entries: SitemapEntry[]): Promise<StoredFile[]> {
    const series = await SitemapFileSeries.urls(this.store, generation, `${language}-${kind}`, this.limits);
    for (const entry of entries) await series.add(this.loc(language, entry), entry.lastmod);
    return series.finish();
  }

  private async writeProducts(generation: string): Promise<StoredFile[]> {
    const series = await Promise.all(
      this.languages.map((language) => SitemapFileSeries.urls(this.store, generation, `${language}-products`, this.limits)),
    );
    for await (const page of this.sources.products()) {
      for (const [i, language] of this.languages.entries()) {
        const target = series[i] as SitemapFileSeries;
        for (const entry of page) await target.add(this.loc(language, entry), entry.lastmod);
      }
    }
    const files: StoredFile[] = [];
    for (const one of series) files.push(...(await one.finish()));
    return files;
  }

  private loc(language: LanguageCode, entry: SitemapEntry): string {
    return `${this.origin}/${language}${entry.path}`;
  }
}
