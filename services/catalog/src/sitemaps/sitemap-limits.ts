/** How large one sitemap file may grow: the sitemaps protocol's own limits, smaller in tests. */
export interface SitemapLimits {
  maxUrls: number;
  /** Uncompressed bytes of the XML (the protocol's limit applies before gzip). */
  maxBytes: number;
}

/** sitemaps.org: at most 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed per file. */
export const PROTOCOL_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

/** A stored file's gzip is kept in parts of at most this: under the transport's 4 MiB message cap as base64. */
export const PART_BYTES = 512 * 1024;
