import { ToastContainer } from 'react-toastify';

/** SPEC.md §8/§9: toasts top-right, 2.5 s, with a progress bar. react-toastify 11 injects its CSS. */
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={2500} hideProgressBar={false} newestOnTop closeOnClick />;
}
