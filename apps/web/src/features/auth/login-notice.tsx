import type { ReactNode } from 'react';

/** What the sign-in forms say above their fields (a refusal, an expired link), read out at once. */
export function LoginNotice({ notice }: { notice?: ReactNode }) {
  if (!notice) return null;
  return (
    <div className="k-alert" role="alert">
      {notice}
    </div>
  );
}
