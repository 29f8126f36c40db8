#!/usr/bin/env node
// balti-agent --config <file.json>: runs the agent until Ctrl+C or the service manager stops it.
import { parseArgs } from 'node:util';
import { Agent, loadConfig } from './agent.mjs';

const { values } = parseArgs({ options: { config: { type: 'string', short: 'c', default: 'balti-agent.json' } } });
let config;
try {
  config = loadConfig(values.config);
} catch (err) {
  console.error(`Configurație greșită: ${err.message}`);
  process.exit(2);
}
const controller = new AbortController();
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => controller.abort());
await new Agent(config).run(controller.signal);
