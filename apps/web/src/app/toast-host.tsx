import { useSyncExternalStore } from 'react';
import { Slide, ToastContainer, type ToastPosition } from 'react-toastify';

// MUI's `sm` breakpoint, read without MUI: this chunk also serves /login, which loads no MUI
const phoneQuery = '(max-width: 599.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia(phoneQuery).matches;

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
      closeButton
      closeOnClick={false}
      limit={20}
      draggable
      draggablePercent={60}
      newestOnTop
      transition={Slide}
      theme="colored"
    />
  );
}
