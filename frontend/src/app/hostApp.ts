/**
 * Which bundle a host name gets (docs/conventions.md "Hosts and bundles"): the rule the API
 * serves the bundles by, written once in the shared package (packages/domain/src/host-app.ts,
 * tested there). Used by the apps; the Vite dev server plugin imports the package's source.
 */
export { originForLabel, slugForHost } from '@balti/domain';
