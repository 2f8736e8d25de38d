// The merchants service in its own process, killed (SIGKILL, no cleanup) after catalog wrote its
// ingest run's second batch and before that batch's checkpoint: the run must be picked up again
// by another worker, which sends that batch again.
// Argument: JSON { env, keyPrefix }.
require('reflect-metadata');
require('../../../platform/src/testing/swc-register');
const { IngestLogsRepository } = require('../ingest/ingest-logs.repository.ts');

const saveProgress = IngestLogsRepository.prototype.saveProgress;
let saved = 0;
// Dies at the worst moment: catalog has committed the second batch, its checkpoint is not saved.
IngestLogsRepository.prototype.saveProgress = async function dieBeforeSecondCheckpoint(id, progress) {
  saved += 1;
  if (saved === 2) process.kill(process.pid, 'SIGKILL');
  await saveProgress.call(this, id, progress);
};

require('./merchants-process.fixture.js');
