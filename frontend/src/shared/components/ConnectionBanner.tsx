import { useSyncExternalStore } from 'react';
import { connectionState, OFFLINE_BANNER, SAVED_DATA_BANNER, subscribeConnection } from '@/shared/connection';

/**
 * With no signal, a banner over the page (plain markup: it also shows before antd loads): while a
 * screen waits for its chunk, "Fără semnal — reîncerc când revine" (shared/chunkLoad.ts); otherwise
 * the screen shows what it last received, "Date salvate — fără semnal" (shared/api/savedAnswers.ts).
 */
export function ConnectionBanner() {
  const { online, waitingChunks } = useSyncExternalStore(subscribeConnection, connectionState, connectionState);
  if (online && waitingChunks === 0) return null;
  return (
    <div className="connection-banner" role="status" data-testid="connection-banner">
      {waitingChunks > 0 ? OFFLINE_BANNER : SAVED_DATA_BANNER}
    </div>
  );
}
