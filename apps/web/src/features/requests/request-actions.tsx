import { can, type ResourceDef, type ResourceRecord, writeScope } from '@kramar/contract';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import type { RowActionsExtensionProps } from '../../crud/list/list-extensions.ts';
import { labelKeys } from '../../crud/registry.ts';
import { HandleDialog } from './handle-dialog.tsx';
import { useCreateOrder, useRequestChange } from './request-api.ts';
import './texts.ts';

const statusesOf = (resource: ResourceDef): readonly string[] => {
  const field = resource.fields.status;
  return field?.kind === 'status' ? field.options : [];
};

/** The order made from the request, or the button that makes it (for who may change orders too). */
function OrderButton({ resource, row, title, inPanel }: RowActionsExtensionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const create = useCreateOrder(resource, row.id);
  const order = typeof row.order_id === 'number' ? row.order_id : null;
  if (order !== null) {
    return inPanel ? (
      <Button component={RouterLink} to={`/orders/${order}`} variant="outlined" startIcon={<OpenInNewOutlined />}>
        {t('requests.openOrder')}
      </Button>
    ) : (
      <IconButton size="small" component={RouterLink} to={`/orders/${order}`} aria-label={t('requests.openOrder')}>
        <OpenInNewOutlined fontSize="small" />
      </IconButton>
    );
  }
  if (!can(user, 'orders.edit')) return null;
  return inPanel ? (
    <Button
      variant="contained"
      startIcon={<AddShoppingCartOutlined />}
      disabled={create.isPending}
      onClick={() => create.mutate()}
    >
      {t('requests.createOrder')}
    </Button>
  ) : (
    <IconButton
      size="small"
      color="primary"
      aria-label={t('requests.createOrderRow', { title })}
      title={t('requests.createOrder')}
      disabled={create.isPending}
      onClick={() => create.mutate()}
    >
      <AddShoppingCartOutlined fontSize="small" />
    </IconButton>
  );
}

/** A request handled from its row: its status, its manager and note, an order in one click. */
export function RequestRowActions(props: RowActionsExtensionProps) {
  const { resource, row, title, inPanel } = props;
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [handling, setHandling] = useState(false);
  const change = useRequestChange(resource, row.id, () => setMenu(null));
  if (!can(user, writeScope(resource))) return null;
  // clicks here and in the portalled menu and dialog must not open the row
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()} sx={{ display: 'inline-flex', gap: 0.5 }}>
      {inPanel ? null : (
        <>
          <IconButton
            size="small"
            aria-label={t('requests.statusRow', { title })}
            title={t('requests.status')}
            aria-haspopup="menu"
            onClick={(event) => setMenu(event.currentTarget)}
          >
            <SwapHorizOutlined fontSize="small" />
          </IconButton>
          <Menu open={menu !== null} anchorEl={menu} onClose={() => setMenu(null)}>
            {statusesOf(resource).map((status) => (
              <MenuItem
                key={status}
                selected={row.status === status}
                disabled={change.isPending || row.status === status}
                onClick={() => change.mutate({ status })}
              >
                {t(labelKeys.option(resource, 'status', status))}
              </MenuItem>
            ))}
          </Menu>
          <IconButton
            size="small"
            aria-label={t('requests.handleRow', { title })}
            title={t('requests.handle')}
            onClick={() => setHandling(true)}
          >
            <AssignmentIndOutlined fontSize="small" />
          </IconButton>
          {handling ? (
            <HandleDialog resource={resource} row={row as ResourceRecord} onClose={() => setHandling(false)} />
          ) : null}
        </>
      )}
      <OrderButton {...props} />
    </Box>
  );
}
