/**
 * The price and the validity of a pass: the rule the "new pass" screen shows live, written once in
 * the shared package (packages/domain/src/pricing.ts, tested there).
 */
export { priceOf, stayPrice, validTo } from '@balti/domain';
