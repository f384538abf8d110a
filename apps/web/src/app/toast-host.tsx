import { Slide, ToastContainer } from 'react-toastify';

/** SPEC §9: 5000 ms, dismissible, at most 20 held, drag-to-dismiss at 60 % of the width. */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeButton
      closeOnClick={false}
      limit={20}
      draggable
      draggablePercent={60}
      newestOnTop
      transition={Slide}
      theme="colored"
      // below the 64 px top bar, so a toast never hides the account button
      style={{ top: 72 }}
    />
  );
}
