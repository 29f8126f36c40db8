import { createAction } from '@reduxjs/toolkit';

/** Forget the logged-in user and the stored token (logout, 401, failed role check). */
export const sessionCleared = createAction('session/cleared');
