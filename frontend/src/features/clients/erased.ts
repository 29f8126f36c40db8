/** Why an anonymized client has no edit: the API refuses it (409), the same words. */
export const ERASED = 'Datele personale ale clientului au fost anonimizate: clientul nu se mai modifică.';
