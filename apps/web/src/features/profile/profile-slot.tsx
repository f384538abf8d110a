import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../api/session.ts';
import { useProfileRequest } from './profile-open.ts';

const ProfileDialog = lazy(() => import('./profile-dialog.tsx').then((m) => ({ default: m.ProfileDialog })));

/**
 * The profile, downloaded when first opened; and opened by itself, on its two-factor tab with no
 * way around it, while a role of the user requires a second factor they have not enrolled.
 */
export function ProfileSlot() {
  const user = useCurrentUser();
  const asked = useProfileRequest();
  const forced = user?.two_factor_setup_required === true;
  if (!user || (!asked && !forced)) return null;
  return (
    <Suspense fallback={null}>
      <ProfileDialog user={user} tab={forced ? 'twoFactor' : (asked ?? 'general')} forced={forced} />
    </Suspense>
  );
}
