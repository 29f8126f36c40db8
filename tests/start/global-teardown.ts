import { existsSync, readFileSync } from 'node:fs';
import { START_STATE, stopStart, type StartState } from './state';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(START_STATE)) return;
  await stopStart(JSON.parse(readFileSync(START_STATE, 'utf8')) as StartState);
}
