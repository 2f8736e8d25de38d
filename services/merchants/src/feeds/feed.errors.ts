/**
 * Why a feed could not be read. `permanent` failures (refused address, 401/403/404, an
 * unparseable file, a mapping that finds no title column) fail the run at once; the others
 * (timeouts, 5xx, resets) are retried with backoff.
 */
export class FeedError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

/** The connection was refused by the SSRF guard before any byte was sent. */
export class FeedRefusedError extends FeedError {
  constructor(reason: string) {
    super(`Feed refused: ${reason}`, true);
    this.name = 'FeedRefusedError';
  }
}
