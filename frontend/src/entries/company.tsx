/**
 * The company app's entry (company.html). It paints the shell of a signed-in screen at once
 * (shared/paintedShell.ts) and starts the app itself, whose modules take a phone about a third of
 * a second to run, only after that frame is on screen. The app's chunks are already downloading:
 * company.html preloads them (vite/bootPreloadPlugin.ts).
 */
import '@/shared/styles/base.css';
import { antdStylesApplied } from '@/shared/antdStyles';
import { paintShell } from '@/shared/paintedShell';

// A signed-in screen is an antd screen: its stylesheet starts loading with the app's chunks.
if (paintShell(document.getElementById('root'))) void antdStylesApplied();

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./companyApp');
};
// After the next frame is on screen (rendering waits for the stylesheet, so the frame has the
// shell). A hidden tab paints no frame: it starts at once; the timer is only a safety net.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
