import {
  passesEndpoints,
  type CreatePassDto,
  type PassFilterDto,
  type PassPage,
  type PassResponse,
} from './api.generated';
import { formatLei } from '@/shared/format';
import { resourceTags } from '@/shared/list/resourceTags';

/** Passes: the endpoints are generated from openapi.json (api.generated.ts); their cache tags are here. */
export type PaymentMethod = Pass['payment_method'];
/** The states a list filters by; a pass's own state may also be "exited" (PASS_EXITED). */
export type PassState = Exclude<Pass['state'], 'exited'>;

export const PAYMENT_METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'cash', label: 'Numerar' },
  { value: 'card', label: 'Card' },
  { value: 'transfer', label: 'Transfer' },
];

export const paymentLabel = (m: string): string => PAYMENT_METHODS.find((o) => o.value === m)?.label ?? m;

/**
 * A sale beside a pass's price (the exit's surplus, a competition's fee) paid this way: "Plătit cu
 * cardul: 12,00 lei". Card and transfer get no chitanță (docs/numbering-and-fiscal.md).
 */
export const paidWith = (m: PaymentMethod, amount: number | string): string =>
  `${m === 'card' ? 'Plătit cu cardul' : m === 'transfer' ? 'Plătit prin transfer' : 'Plătit în numerar'}: ${formatLei(amount)}`;

export const PASS_STATES: { value: PassState; label: string; color: string }[] = [
  { value: 'valid', label: 'Valabil', color: 'green' },
  { value: 'upcoming', label: 'Neînceput', color: 'blue' },
  { value: 'expired', label: 'Expirat', color: 'default' },
  { value: 'cancelled', label: 'Anulat', color: 'red' },
];

/** After the angler's exit the pass admits no one: shown, not filtered by. */
const PASS_EXITED = { value: 'exited', label: 'Ieșit', color: 'purple' };

export const passStateOf = (s: string) =>
  PASS_STATES.find((o) => o.value === s) ?? (s === 'exited' ? PASS_EXITED : { value: s, label: s, color: 'default' });

export type Pass = PassResponse;

export type PassInput = CreatePassDto;

export type PassesFilter = PassFilterDto;

export type PassesPage = PassPage;

export const passesApi = passesEndpoints.enhanceEndpoints({
  endpoints: resourceTags('Pass', 'passesController', {
    // Delete = cancel: the pass stays listed as 'cancelled', its receipt is cancelled too.
    remove: 'Cancel',
    also: { create: [{ type: 'Receipt', id: 'LIST' }, 'Chart'], remove: ['Receipt', 'Chart'] },
  }),
});

export const {
  usePassesControllerCreateMutation: useCreatePassMutation,
  usePassesControllerGetQuery: usePassQuery,
  usePassesControllerUpdateMutation: useUpdatePassMutation,
  usePassesControllerCancelMutation: useCancelPassMutation,
} = passesApi;
