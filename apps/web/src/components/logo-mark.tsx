interface LogoMarkProps {
  size?: number;
}

/** Kramar's mark: a shopping bag on the brand purple. Plain SVG, usable with or without MUI. */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" style={{ display: 'block', flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill="#6b3fa0" />
      <path d="M18 24h28l-3 22a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="#fff" />
      <path d="M25 24v-3a7 7 0 0 1 14 0v3" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M27 32v10m5-10v10m5-10v10" stroke="#6b3fa0" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
