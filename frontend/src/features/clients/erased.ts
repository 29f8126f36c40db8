/** Why an anonymized client has no edit: the API refuses it (409), the same words. */
export const ERASED = 'Datele personale ale clientului au fost anonimizate: clientul nu se mai modifică.';

/** The pass form's refusal for an erased client, as the API words it (passes/pass-issuing.service.ts). */
export const ERASED_NO_PASS =
  'Datele acestui client au fost anonimizate: nu i se mai emit permise. Înregistrați pescarul ca un client nou.';
