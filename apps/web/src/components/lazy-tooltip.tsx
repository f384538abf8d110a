import { lazy, type ReactElement, Suspense, useState } from 'react';

// MUI's tooltip brings its positioning engine (Popper, 12 kB): it comes with the first hover
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface LazyTooltipProps {
  title: string;
  /** One focusable element: the tooltip opens on its hover, focus or tap. */
  children: ReactElement<Record<string, unknown>>;
}

/**
 * A tooltip whose code loads on the first hover, focus or tap of its anchor, then opens at once:
 * a screen with a tooltip per row (the dealer catalogue's tier prices) opens without it.
 */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const show = () => {
    setArmed(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  const anchor = { ...children, props: { ...children.props, onMouseEnter: show, onFocus: show, onTouchStart: show } };
  if (!armed) return anchor;
  return (
    <Suspense fallback={anchor}>
      <Tooltip
        title={title}
        open={open}
        onOpen={show}
        onClose={hide}
        enterTouchDelay={0}
        leaveTouchDelay={4000}
        describeChild
      >
        {children}
      </Tooltip>
    </Suspense>
  );
}
