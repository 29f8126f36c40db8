/**
 * What a feature lower down is handed, as its module starts, by a feature that needs it and that
 * it cannot import (docs/architecture.md, "Backend: features own their tables"): `use()` takes a
 * feature's part, `get()` answers one function of it, and fails loudly when nobody handed it over.
 */
export class HandedSources<T extends object> {
  private readonly parts: Partial<T> = {};

  /** `owner`: the feature that is handed its sources, for the error. */
  constructor(private readonly owner: string) {}

  use(parts: Partial<T>): void {
    Object.assign(this.parts, parts);
  }

  get<K extends keyof T>(key: K): NonNullable<T[K]> {
    const part = this.parts[key];
    if (!part) throw new Error(`The ${this.owner} have not been handed their ${String(key)} source`);
    return part;
  }
}
