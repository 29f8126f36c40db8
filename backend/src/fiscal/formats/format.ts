import type { FiscalSettings } from '../entities/fiscal-device.entity';

/**
 * A driver format on the server side: its defaults and the check of a device's settings against
 * what its command lines can hold. The agent renders the lines (agent/src/formats/<name>.mjs):
 * a new format is this one file here, registered in formats/index.ts, and one file there.
 */
export interface FiscalFormatSpec {
  name: string;
  defaults: FiscalSettings;
  /** Field errors (keys as in the device's body), Romanian; empty when the settings fit. */
  check(settings: FiscalSettings, planGroups: string[]): Record<string, string[]>;
}

/** Adds `message` under `field` when `ok` is false. */
export function need(errors: Record<string, string[]>, field: string, ok: boolean, message: string) {
  if (!ok) (errors[field] ??= []).push(message);
}
