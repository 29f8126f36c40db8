import { ToastContainer } from 'react-toastify';

/**
 * Toasts top-right, 2.5 s, with a progress bar (docs/product.md). react-toastify 11 injects its CSS.
 * What a person sees: a 0.2 s entrance, 2.5 s fully readable while the bar runs, a 0.2 s
 * exit; below the header and right of the side menu, never over the navigation (shared/styles/base.css).
 */
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={2500} hideProgressBar={false} newestOnTop closeOnClick />;
}
