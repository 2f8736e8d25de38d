import 'reflect-metadata';
import { loadBffConfig } from './config';
import { createBffApp } from './http/create-app';

async function main(): Promise<void> {
  const config = loadBffConfig();
  const app = await createBffApp(config);
  await app.listen(config.PORT, config.HOST);
}

void main();
