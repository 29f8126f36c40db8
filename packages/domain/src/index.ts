/** Rules the API and the front end share, written once (docs/architecture.md). */
export * from './bucharest';
export * from './doc-number';
export * from './host-app';
export * from './pass-claims';
export * from './phone';
export * from './plural';
export * from './pricing';
export * from './romanian-ids';
