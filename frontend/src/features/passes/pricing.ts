/**
 * The live price of the "new pass" screen, computed as the server charges it: the rule written
 * once in the shared package (packages/domain/src/pricing.ts, tested there).
 */
export { passPrice, standDays, validTo } from '@balti/domain';
