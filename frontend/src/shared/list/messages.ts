/** Field-level Romanian messages shared by every form (the same texts as the server's, docs/errors.md). No antd here. */
export const REQUIRED_MESSAGE = 'Câmpul este obligatoriu.';
export const EMAIL_MESSAGE = 'Invalid email address';
