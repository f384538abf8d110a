import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { Card } from '../dealer-panel/panel-card.tsx';
import { addLines, keys, type QuickLine, quickCheck, quickCheckFile } from './api.ts';
import { QuickReport } from './quick-report.tsx';
import './draft-texts.ts';

/**
 * Quick order: «SKU quantity» lines pasted (from Excel too) or a CSV/XLSX uploaded, checked by
 * the server at once. Lines that are not ok are dropped, cut to the stock or merged into the
 * first line of the same SKU; the ok ones then go into the draft together.
 */
export function QuickOrder({ workspace }: { workspace: number }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [report, setReport] = useState<QuickLine[] | null>(null);
  const check = useMutation({
    mutationFn: (source: string | File) =>
      typeof source === 'string' ? quickCheck(workspace, source) : quickCheckFile(workspace, source),
    onSuccess: setReport,
  });
  const ready = (report ?? []).filter((l) => l.status === 'ok' && l.product_id !== null && l.quantity !== null);
  const problems = (report ?? []).length - ready.length;
  const add = useMutation({
    mutationFn: () =>
      addLines(
        workspace,
        ready.map((l) => ({ product_id: l.product_id as number, quantity: l.quantity as number })),
      ),
    onSuccess: (draft) => {
      queryClient.setQueryData(keys.draft(workspace), draft);
      notifySuccess(t('dealerOrders.quick.added', { count: ready.length }));
      setReport(null);
      setText('');
    },
  });
  const edit = (line: number, change: (l: QuickLine) => QuickLine | null) =>
    setReport((r) => (r ?? []).flatMap((l) => (l.line === line ? (change(l) ?? []) : [l])));
  const merge = (line: number) =>
    setReport((r) => {
      const all = r ?? [];
      const dup = all.find((l) => l.line === line);
      const first = all.find((l) => l.sku.toLowerCase() === dup?.sku.toLowerCase() && l.line !== line);
      if (!dup || !first) return all;
      // the sum is checked again by the server when it is added
      return all
        .filter((l) => l.line !== line)
        .map((l) => (l === first ? { ...l, quantity: (l.quantity ?? 0) + (dup.quantity ?? 0) } : l));
    });
  // the server reads the file with the import's readers (encoding, separator, XLSX sheet)
  const readFile = (file: File) => {
    if (!/\.(csv|txt|tsv|xlsx)$/i.test(file.name)) {
      notifyError(t('dealerOrders.quick.fileKind'));
      return;
    }
    check.mutate(file);
  };
  return (
    <Card id={`${id}-title`} title={t('dealerOrders.quick.title')}>
      <TextField
        multiline
        minRows={3}
        maxRows={12}
        label={t('dealerOrders.quick.label')}
        placeholder={'ABC-123 5\nXYZ-9;2'}
        helperText={t('dealerOrders.quick.hint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={!text.trim() || check.isPending} onClick={() => check.mutate(text)}>
          {t('dealerOrders.quick.check')}
        </Button>
        <Button component="label" startIcon={<UploadFileOutlined />}>
          {t('dealerOrders.quick.upload')}
          <input
            hidden
            type="file"
            accept=".csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) readFile(file);
            }}
          />
        </Button>
      </Stack>
      {report ? (
        <>
          <QuickReport
            lines={report}
            onDrop={(line) => edit(line, () => null)}
            onCut={(line) => edit(line, (l) => ({ ...l, quantity: l.available, status: 'ok' }))}
            onMerge={merge}
          />
          {problems > 0 ? (
            <Alert severity="warning">{t('dealerOrders.quick.problems', { count: problems })}</Alert>
          ) : null}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={ready.length === 0 || add.isPending} onClick={() => add.mutate()}>
              {t('dealerOrders.quick.addReady', { count: ready.length })}
            </Button>
            <Button color="inherit" onClick={() => setReport(null)}>
              {t('dealerOrders.quick.clear')}
            </Button>
          </Stack>
        </>
      ) : null}
    </Card>
  );
}
