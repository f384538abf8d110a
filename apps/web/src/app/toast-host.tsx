import { type CSSProperties, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type CloseButtonProps, Slide, ToastContainer, type ToastPosition } from 'react-toastify';

// MUI's `sm` breakpoint, read without MUI: this chunk also serves /login, which loads no MUI
const phoneQuery = '(max-width: 599.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(phoneQuery).matches;

const white = '#ffffff';
const ink = '#231b2e'; // the theme's text.primary

/**
 * The theme's status colours (MUI's default palette, which theme.ts keeps) in react-toastify's
 * variables, each with the text colour that clears WCAG AA on it: white on success.main 5.1:1,
 * on error.main 5.0:1, on info.dark 7.4:1; ink on warning.main 5.3:1. The library's own green
 * and red gave white text 2.6:1 and 3.8:1. Set on the container, they reach every toast in it.
 */
const palette = {
  '--toastify-color-success': '#2e7d32',
  '--toastify-text-color-success': white,
  '--toastify-color-error': '#d32f2f',
  '--toastify-text-color-error': white,
  '--toastify-color-info': '#01579b',
  '--toastify-text-color-info': white,
  '--toastify-color-warning': '#ed6c02',
  '--toastify-text-color-warning': ink,
  '--toastify-font-family': 'inherit',
} as CSSProperties;

/**
 * The library's close button is white at 70 % opacity (under 3:1 on the green) and named in
 * English; this one takes the toast's own text colour at full strength and the interface's word.
 */
function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="Toastify__close-button"
      aria-label={t('common.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(event);
      }}
      style={{ color: 'inherit', opacity: 1 }}
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
 * SPEC §9: 5000 ms, dismissible, at most 20 held, drag-to-dismiss at 60 % of the width. At the
 * bottom, so a toast never covers the page header's actions (save, cancel, delete sit at the top
 * right, and a toast stays 5 s after a save); on a phone it spans the bottom edge.
 */
export function ToastHost() {
  const position: ToastPosition = useSyncExternalStore(subscribe, isPhone) ? 'bottom-center' : 'bottom-right';
  return (
    <ToastContainer
      position={position}
      autoClose={5000}
      closeButton={CloseButton}
      closeOnClick={false}
      limit={20}
      draggable
      draggablePercent={60}
      newestOnTop
      transition={Slide}
      theme="colored"
      style={palette}
    />
  );
}
