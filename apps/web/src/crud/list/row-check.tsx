import './row-check.css';

interface RowCheckProps {
  checked: boolean;
  onChange: () => void;
  /** The accessible name: which row it selects. */
  label: string;
  className?: string;
}

/**
 * A row's selection box, on every row and card of a page: a native checkbox under a box drawn by
 * static CSS (row-check.css), in the look of MUI's Checkbox. MUI's is ~13 React components and three
 * runtime styles a row; the header's "all on this page" keeps MUI's, for its third, mixed state.
 */
export function RowCheck({ checked, onChange, label, className }: RowCheckProps) {
  return (
    <span className={className ? `k-check ${className}` : 'k-check'}>
      <input type="checkbox" className="k-check__input" checked={checked} onChange={onChange} aria-label={label} />
      <span className="k-check__box" aria-hidden="true" />
    </span>
  );
}
