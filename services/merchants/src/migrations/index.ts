import { createProcessedMessagesMigration } from '@lumina/platform';
import { CreateMerchants1765200000000 } from './1765200000000-CreateMerchants';
import { CreateFeedUploads1765900000000 } from './1765900000000-CreateFeedUploads';
import { AddFeedValidators1766600000000 } from './1766600000000-AddFeedValidators';
import { encryptFeedUrlsMigration } from './1766700000000-EncryptFeedUrls';
import { AddFeedLanguageAndShipping1767100000000 } from './1767100000000-AddFeedLanguageAndShipping';
import { CreateHeldRows1767500100000 } from './1767500100000-CreateHeldRows';

/** In order. Add each new migration here as well as in its own file. `secretKey` seals feed secrets. */
export function merchantsMigrations(secretKey: Buffer) {
  return [
    CreateMerchants1765200000000,
    CreateFeedUploads1765900000000,
    createProcessedMessagesMigration(1766500000000),
    AddFeedValidators1766600000000,
    encryptFeedUrlsMigration(secretKey),
    AddFeedLanguageAndShipping1767100000000,
    CreateHeldRows1767500100000,
  ];
}
