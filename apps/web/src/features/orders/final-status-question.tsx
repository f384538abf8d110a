import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { settingsQuery, statusesQuery } from './orders-api.ts';
import './texts.ts';

interface Question {
  ask(statusId: number): Promise<boolean>;
  dialog: ReactNode;
}

/**
 * A final status can never be left (the server refuses it), so moving an order into one is asked
 * first, saying what follows: the order is locked, and its stock goes back or stays taken as the
 * orders' settings say. Any other status passes without a question. `onSave`: the form applies the
 * pick only when it is saved, and the question says so.
 */
export function useFinalStatusQuestion(when: 'now' | 'onSave'): Question {
  const { t } = useTranslation();
  const statuses = useQuery(statusesQuery);
  const settings = useQuery(settingsQuery);
  const [asked, setAsked] = useState<number | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const status = statuses.data?.find((s) => s.id === asked);

  const ask = (statusId: number): Promise<boolean> => {
    const final = statuses.data?.find((s) => s.id === statusId)?.is_final;
    if (!final) return Promise.resolve(true);
    setAsked(statusId);
    return new Promise((resolve) => {
      answer.current = (yes) => {
        setAsked(null);
        resolve(yes);
      };
    });
  };

  const stock = !status
    ? null
    : settings.data?.release_status_ids.includes(status.id)
      ? t('orders.final.released')
      : settings.data?.reserve_status_ids.includes(status.id)
        ? t('orders.final.kept')
        : null;
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      destructive
      title={t('orders.final.title', { status: status?.title ?? '' })}
      text={[t(when === 'now' ? 'orders.final.locked' : 'orders.final.lockedOnSave'), stock, t('orders.final.undo')]
        .filter(Boolean)
        .join(' ')}
      confirmLabel={t('orders.final.confirm', { status: status?.title ?? '' })}
      onConfirm={() => answer.current(true)}
      onClose={() => answer.current(false)}
    />
  );
  return { ask, dialog };
}
