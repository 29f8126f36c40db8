/**
 * The company app's entry (company.html). It paints the shell of a signed-in screen at once
 * (shared/paintedShell.ts) and starts the app itself, whose modules take a phone about a third of
 * a second to run, only after that frame is on screen. Then the app's chunks (all at once, named by
 * the build: vite/bootPreloadPlugin.ts) and antd's stylesheet start downloading.
 */
import '@/shared/styles/base.css';
import { antdStylesApplied } from '@/shared/antdStyles';
import { preloadBootChunks } from '@/shared/bootPreload';
import { nextTask } from '@/shared/nextTask';
import { paintShell } from '@/shared/paintedShell';

const painted = paintShell(document.getElementById('root'));

let started = false;
const start = async () => {
  if (started) return;
  started = true;
  preloadBootChunks();
  // A signed-in screen is an antd screen: its stylesheet loads with the app's chunks.
  if (painted) void antdStylesApplied();
  // The app's modules run in steps, each in a task of its own (React, then the store and its API,
  // then the router and the screens' table), not in one long task that holds the phone's main thread.
  await import('react-dom/client');
  await nextTask();
  await import('@/app/store');
  await nextTask();
  const { startCompanyApp } = await import('./companyApp');
  await nextTask();
  await startCompanyApp(document.getElementById('root')!);
};
// After the next frame is on screen (rendering waits for the stylesheet, so the frame has the
// shell). A hidden tab paints no frame: it starts at once; the timer is only a safety net.
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => setTimeout(() => void start(), 0));
setTimeout(() => void start(), 1000);
