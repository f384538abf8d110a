import { type RefObject, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { LazyConfirmDialog } from '../../components/lazy-dialogs.ts';

/**
 * Asks before unsaved changes are left behind: in-app navigation through the router's blocker,
 * closing or reloading the tab through the browser's own prompt. `hasUnsaved` is asked at the
 * moment of leaving (a click right after typing must not slip past a render); `released` lets the
 * form leave on purpose (after creating or deleting) without being asked.
 */
export function useUnsavedGuard(hasUnsaved: () => boolean, released: RefObject<boolean>) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !released.current && currentLocation.pathname !== nextLocation.pathname && hasUnsaved(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current || !hasUnsaved()) return;
      event.preventDefault();
      // older Chromium shows its prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsaved, released]);

  // mounted from the first time it is needed on, so it can close with its transition
  const [asked, setAsked] = useState(false);
  if (blocker.state === 'blocked' && !asked) setAsked(true);

  return asked ? (
    <Suspense fallback={null}>
      <LazyConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('crudForm.leave.title')}
        text={t('crudForm.leave.text')}
        confirmLabel={t('crudForm.leave.confirm')}
        destructive
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </Suspense>
  ) : null;
}
