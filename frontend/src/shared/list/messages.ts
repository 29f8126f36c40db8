/** Field-level Romanian messages shared by every form (SPEC.md §5 fixes the email one). No antd here. */
export const REQUIRED_MESSAGE = 'Câmpul este obligatoriu.';
export const EMAIL_MESSAGE = 'Invalid email address';
