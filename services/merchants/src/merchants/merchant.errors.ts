import { MerchantsErrorCodes, type IngestLogDto } from '@lumina/contracts';
import { DomainError } from '@lumina/platform';

export class MerchantNotFoundError extends DomainError {
  readonly code = MerchantsErrorCodes.notFound;
  readonly kind = 'not_found' as const;

  constructor(id: string) {
    super(`Merchant ${id} not found`);
  }
}

/** A second Sync while a run is queued or running: 409 with that run's log. */
export class IngestAlreadyRunningError extends DomainError {
  readonly code = MerchantsErrorCodes.ingestRunning;
  readonly kind = 'conflict' as const;

  constructor(log: IngestLogDto) {
    super(`A sync of this merchant is already ${log.status}`, { log });
  }
}

export class NoActiveRunError extends DomainError {
  readonly code = MerchantsErrorCodes.noActiveRun;
  readonly kind = 'conflict' as const;

  constructor() {
    super('No sync of this merchant is queued or running');
  }
}

export class NoFeedUrlError extends DomainError {
  readonly code = MerchantsErrorCodes.noFeedUrl;
  readonly kind = 'validation' as const;

  constructor() {
    super('feedUrl: the merchant has no feed URL to sync from');
  }
}

export class MerchantInactiveError extends DomainError {
  readonly code = MerchantsErrorCodes.inactive;
  readonly kind = 'conflict' as const;

  constructor() {
    super('The merchant is inactive: activate it before syncing its feed');
  }
}

export class UploadNotFoundError extends DomainError {
  readonly code = MerchantsErrorCodes.uploadNotFound;
  readonly kind = 'not_found' as const;

  constructor() {
    super('The uploaded file is not there (it expired, was discarded, or its run already took it)');
  }
}

/** Past FEED_MAX_BYTES, the same cap as a fetched feed's bytes on the wire. */
export class UploadTooLargeError extends DomainError {
  readonly code = MerchantsErrorCodes.uploadTooLarge;
  readonly kind = 'validation' as const;

  constructor(maxBytes: number) {
    super(`file: the file is over the ${maxBytes}-byte limit`, { maxBytes });
  }
}

export class UploadOutOfOrderError extends DomainError {
  readonly code = MerchantsErrorCodes.uploadOutOfOrder;
  readonly kind = 'validation' as const;

  constructor(expected: number, got: number) {
    super(`seq: chunk ${expected} comes next, not ${got}`);
  }
}

export class EmptyUploadError extends DomainError {
  readonly code = MerchantsErrorCodes.uploadEmpty;
  readonly kind = 'validation' as const;

  constructor() {
    super('file: the file is empty');
  }
}
