import { ToastContainer, type CloseButtonProps } from 'react-toastify';

/**
 * react-toastify's own close button, named in Romanian (its own is named "close"): the same
 * classes and cross, so its stylesheet draws it as before.
 */
function CloseToast({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label="Închide notificarea"
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * Toasts top-right, 2.5 s, with a progress bar (docs/product.md). react-toastify 11 injects its CSS.
 * What a person sees: a 0.2 s entrance, 2.5 s fully readable while the bar runs, a 0.2 s
 * exit; below the header and right of the side menu, never over the navigation (shared/styles/base.css).
 * Alt+T moves the focus to them, as react-toastify's default region name said in English.
 */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={2500}
      hideProgressBar={false}
      newestOnTop
      closeOnClick
      closeButton={CloseToast}
      aria-label="Notificări (Alt+T)"
    />
  );
}
